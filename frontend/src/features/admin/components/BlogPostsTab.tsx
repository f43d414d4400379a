// Blog Posts: the blog admin editor and the daily publishing queue (spec section 2).
export { BlogPostsAdmin as BlogPostsTab } from '../../blog/admin';
