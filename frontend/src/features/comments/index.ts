// What other features may use of the comments: the section under a post.
export { PostComments } from './components/PostComments';
