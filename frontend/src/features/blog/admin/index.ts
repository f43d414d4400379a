import type { AdminTab } from '../../admin';

// The blog's admin tabs: the posts with their daily publishing queue (spec section 2), and the
// subscribers (email, subscription date, Active or Inactive badge).
export const blogAdminTabs: AdminTab[] = [
  {
    key: 'blog-posts',
    label: 'Blog Posts',
    group: 'Content',
    order: 10,
    load: () => import('./BlogPostsAdmin').then((m) => m.BlogPostsAdmin),
  },
  {
    key: 'subscribers',
    label: 'Subscribers',
    group: 'Audience',
    order: 50,
    load: () => import('./SubscribersAdmin').then((m) => m.SubscribersAdmin),
  },
];
// the editor (loaded when first shown) the legal pages' admin form writes in too
export { preloadRichTextEditor, RichTextEditor } from './lazy-rich-text-editor';
