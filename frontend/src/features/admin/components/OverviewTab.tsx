import { TabPlaceholder } from './TabPlaceholder';

// Overview: subscriber, message, blog post (published) and product counts (spec section 2).
export function OverviewTab() {
  return (
    <TabPlaceholder>
      Counts of subscribers, contact messages, blog posts and products will appear here.
    </TabPlaceholder>
  );
}
