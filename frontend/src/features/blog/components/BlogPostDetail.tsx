import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { ApiError } from '../../../api/api-base-query';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeader } from '../../../components/PageHeader';
import type { BlogPostSummaryDto } from '../api';
import { blogApi, useGetBlogPostQuery } from '../api';
import { DETAIL_DATE_FORMAT } from '../lib/post-dates';
import { renderPostHtml } from '../lib/post-html';
import { usePageTitle } from '../../site';
import { PostMeta } from './PostMeta';

export const NOT_FOUND = 'Blog post not found.';
const LOAD_FAILED = 'Failed to load this post. Please try again later.';

const selectLoadedPages = blogApi.endpoints.listBlogPostPages.select();

function BackToBlog() {
  return (
    <ButtonLink to="/blog" icon={<ArrowLeftOutlined aria-hidden />} className="blog-post__back">
      Back to Blog
    </ButtonLink>
  );
}

// A post found in the list already loaded (spec) shows at once; its content, which list items do
// not carry, comes from the one-post read (as the whole post does on a direct visit).
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
  if (isLoading) {
    return (
      <div className="container page blog-post">
        <BackToBlog />
        <div className="blog-post__loading" role="status" aria-label="Loading post">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
    );
  }
  const notFound = !error || (error as ApiError).status === 404;
  return (
    <div className="container page blog-page">
      <PageHeader title="Daily Insights Blog" />
      <div className="blog-missing" role="alert">
        <p className="status-message">{notFound ? NOT_FOUND : LOAD_FAILED}</p>
        <BackToBlog />
      </div>
    </div>
  );
}

function Article({ post, content }: { post: BlogPostSummaryDto; content: string | undefined }) {
  const html = useMemo(() => (content === undefined ? null : renderPostHtml(content)), [content]);
  return (
    <div className="container page blog-post">
      <BackToBlog />
      <article className="blog-post__article">
        {post.imageUrl && <img className="blog-post__image" src={post.imageUrl} alt="" />}
        <PostMeta post={post} dateFormat={DETAIL_DATE_FORMAT} />
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__excerpt">{post.excerpt}</p>
        {html === null ? (
          <div className="blog-post__loading" role="status" aria-label="Loading post">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        ) : (
          // sanitised by DOMPurify in renderPostHtml
          <div className="blog-post__content post-content" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </article>
    </div>
  );
}
