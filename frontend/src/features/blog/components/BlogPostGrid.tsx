import { LoadMore } from '../../../components/LoadMore';
import { useListBlogPostPagesInfiniteQuery } from '../api';
import { PostCard, PostCardSkeleton } from './PostCard';

// Spec section 9: six placeholder cards while the first page loads.
const SKELETON_COUNT = 6;
export const LOAD_FAILED = 'Failed to load blog posts. Please try again later.';

// The blog's posts, newest first, a page at a time (Load More Posts); placeholders while the first
// page loads, and a word when there are none.
export function BlogPostGrid() {
  const pages = useListBlogPostPagesInfiniteQuery();
  const { data, isLoading, isError } = pages;
  const posts = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) {
    return (
      <ul className="card-grid" aria-label="Loading blog posts" aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && posts.length === 0) {
    return (
      <p className="status-message status-message--error" role="alert">
        {LOAD_FAILED}
      </p>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="blog-empty">
        <h2 className="blog-empty__title">No posts yet</h2>
        <p>The first daily insight is on its way. Subscribe above to get it in your inbox.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="card-grid" aria-label="Blog posts">
        {posts.map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} first={i === 0} />
          </li>
        ))}
      </ul>
      <LoadMore label="Load More Posts" failedText={LOAD_FAILED} list={pages} />
    </>
  );
}
