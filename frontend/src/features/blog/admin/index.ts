// The blog's admin screens, mounted by the admin dashboard ('Blog Posts' and 'Subscribers' tabs).
export { BlogPostsAdmin } from './BlogPostsAdmin';
export { SubscribersAdmin } from './SubscribersAdmin';
// the editor (loaded when first shown) the legal pages' admin form writes in too
export { preloadRichTextEditor, RichTextEditor } from './lazy-rich-text-editor';
