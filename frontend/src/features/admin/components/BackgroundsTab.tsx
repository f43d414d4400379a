import { TabPlaceholder } from './TabPlaceholder';

// Backgrounds: each page's background, Upload and Reset to Default (spec section 2, Backgrounds tab).
export function BackgroundsTab() {
  return <TabPlaceholder>Page backgrounds will be managed here.</TabPlaceholder>;
}
