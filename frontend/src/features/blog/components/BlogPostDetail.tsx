import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { BackLink, LoadingThing, MissingThing } from '../../../components/ThingStates';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import type { BlogPostSummaryDto } from '../api';
import { blogApi, useGetBlogPostQuery } from '../api';
import { DETAIL_DATE_FORMAT } from '../lib/post-dates';
import { PostLeadMagnet } from '../../automations';
import { SafeHtml } from '../../content';
import { usePageTitle } from '../../site';
import { membersOnlyClass } from './members-only';
import { PostMeta } from './PostMeta';
import '../../../styles/post-content.css';

// the comments under a post: fetched once the post shows, so the page's first load stays in its budget
const PostComments = lazy(() => import('../../comments').then((m) => ({ default: m.PostComments })));
// what a reader who may not read a members-only post gets in its place: only such a post loads it
const MembersOnlyBox = lazy(() => import('./MembersOnlyBox').then((m) => ({ default: m.MembersOnlyBox })));

export const NOT_FOUND = 'Blog post not found.';
const LOAD_FAILED = 'Failed to load this post. Please try again later.';

const selectLoadedPages = blogApi.endpoints.listBlogPostPages.select();

const BackToBlog = () => <BackLink to="/blog">Back to Blog</BackLink>;

// A post found in the list already loaded (spec) shows at once; its content, which list items do
// not carry, comes from the one-post read (as the whole post does on a direct visit). A members-only
// post the reader may not read (locked) shows its excerpt and the way to become a member.
export function BlogPostDetail({ slug }: { slug: string }) {
  const fromList = useAppSelector((state) =>
    selectLoadedPages(state)
      .data?.pages.flatMap((page) => page.items)
      .find((post) => post.slug === slug),
  );
  const { data: fetched, isLoading, error } = useGetBlogPostQuery({ slug });
  const post = fetched ?? fromList;
  usePageTitle(post?.title ?? 'Blog');

  if (post && (fetched || !error)) return <Article post={post} content={fetched?.content} />;
  const back = { to: '/blog', label: 'Back to Blog' };
  if (isLoading) return <LoadingThing what="post" back={back} className="blog-post" />;
  return (
    <MissingThing
      title="Daily Insights Blog"
      error={error}
      notFound={NOT_FOUND}
      failed={LOAD_FAILED}
      back={back}
      className="blog-page"
    />
  );
}

function Article({ post, content }: { post: BlogPostSummaryDto; content: string | undefined }) {
  return (
    <div className="container page blog-post">
      <BackToBlog />
      <PostArticle post={post} content={content} />
      {/* readers' comments: read once the post is, when the reader may read it */}
      {content !== undefined && !post.locked && (
        <Suspense fallback={null}>
          <PostComments slug={post.slug} />
        </Suspense>
      )}
      {/* the owner's free guide, if one shows on posts: in the browser only, once interactive */}
      <PostLeadMagnet />
    </div>
  );
}

// The post itself as a visitor sees it (the editor's preview shows it too): its picture, line of
// facts, title, excerpt and content (loading while `content` is undefined), or the members-only box.
export function PostArticle({ post, content }: { post: BlogPostSummaryDto; content: string | undefined }) {
  const contentClass = `blog-post__content post-content${membersOnlyClass(post.audience)}`;
  const loading = (
    <div className="blog-post__loading" role="status" aria-label="Loading post">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
  return (
    <article className="blog-post__article">
      {post.imageUrl && (
        <FramedImage src={post.imageUrl} className="blog-post__image" sizes={IMAGE_SIZES.post} loading="first" />
      )}
      <PostMeta post={post} dateFormat={DETAIL_DATE_FORMAT} />
      <h1 className="blog-post__title">{post.title}</h1>
      <p className="blog-post__excerpt">{post.excerpt}</p>
      {post.locked ? (
        <Suspense fallback={null}>
          <MembersOnlyBox />
        </Suspense>
      ) : content === undefined ? (
        loading
      ) : (
        <SafeHtml html={content} className={contentClass} pending={loading} />
      )}
    </article>
  );
}
