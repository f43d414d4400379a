import { TabPlaceholder } from './TabPlaceholder';

// Content: page sections with Edit, Save and Cancel (spec section 2, Content tab).
export function ContentTab() {
  return <TabPlaceholder>Page content for each section of the site will be editable here.</TabPlaceholder>;
}
