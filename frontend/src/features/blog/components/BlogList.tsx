import { LoadMore } from '../../../components/LoadMore';
import { PageHeader } from '../../../components/PageHeader';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { SubscribeCard } from '../../../components/SubscribeCard';
import { useListBlogPostPagesInfiniteQuery } from '../api';
import { CONFIRM_BY_MAIL, useSubscribe } from '../use-subscribe';
import { PostCard, PostCardSkeleton } from './PostCard';
import { usePageTitle } from '../../site';

// Spec section 9: six placeholder cards while the first page loads.
const SKELETON_COUNT = 6;
export const LOAD_FAILED = 'Failed to load blog posts. Please try again later.';

export function BlogList() {
  usePageTitle('Blog');
  const subscribe = useSubscribe(CONFIRM_BY_MAIL);
  const saved = usePageContent('blog');
  const pages = useListBlogPostPagesInfiniteQuery();
  const { data, isLoading, isError } = pages;
  const posts = data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (isLoading) {
    body = (
      <ul className="card-grid" aria-label="Loading blog posts" aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (isError && posts.length === 0) {
    body = (
      <p className="status-message status-message--error" role="alert">
        {LOAD_FAILED}
      </p>
    );
  } else if (posts.length === 0) {
    body = (
      <div className="blog-empty">
        <h2 className="blog-empty__title">No posts yet</h2>
        <p>The first daily insight is on its way. Subscribe above to get it in your inbox.</p>
      </div>
    );
  } else {
    body = (
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

  return (
    <div className="container page blog-page" style={backgroundStyle(saved.background)}>
      <PageHeader
        title="Daily Insights Blog"
        lead={
          <SectionText saved={saved.header}>
            Practical reflections on business, growth and life, published every morning.
          </SectionText>
        }
      />
      {saved.description && (
        <SectionText saved={saved.description} className="blog-page__description">
          {null}
        </SectionText>
      )}
      <div className="blog-page__subscribe">
        <SubscribeCard onSubscribe={subscribe} />
      </div>
      {body}
    </div>
  );
}
