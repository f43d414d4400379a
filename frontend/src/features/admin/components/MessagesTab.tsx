import { TabPlaceholder } from './TabPlaceholder';

// Messages: name, email, date, message (spec section 2).
export function MessagesTab() {
  return <TabPlaceholder>Messages sent through the contact form will appear here.</TabPlaceholder>;
}
