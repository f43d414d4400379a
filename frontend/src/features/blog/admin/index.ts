// The blog's admin screens, mounted by the admin dashboard ('Blog Posts' and 'Subscribers' tabs).
export { BlogPostsAdmin } from './BlogPostsAdmin';
export { SubscribersAdmin } from './SubscribersAdmin';
