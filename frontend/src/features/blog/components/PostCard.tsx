import { Icon } from '../../../components/icon/Icon';
import { ArrowRightOutlined } from '../../../components/icon/icons';
import { Link } from 'react-router-dom';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import type { BlogPostSummaryDto } from '../api';
import { LIST_DATE_FORMAT } from '../lib/post-dates';
import { PostMeta } from './PostMeta';

// A post in the blog grid; the whole card opens the post (the title link covers it). The first
// card's image is the page's largest paint on a phone: loaded at once and first; the others lazily.
export function PostCard({ post, first = false }: { post: BlogPostSummaryDto; first?: boolean }) {
  const to = `/blog/${post.slug}`;
  return (
    <article className="tile post-card">
      {post.imageUrl && (
        <FramedImage
          src={post.imageUrl}
          className="post-card__image"
          sizes={IMAGE_SIZES.card}
          loading={first ? 'first' : 'lazy'}
        />
      )}
      <div className="post-card__body">
        <PostMeta post={post} dateFormat={LIST_DATE_FORMAT} />
        <h2 className="post-card__title">
          <Link to={to} className="post-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <Link to={to} className="post-card__more" aria-label={`Read More: ${post.title}`}>
          Read More<span className="sr-only">: {post.title}</span> <Icon icon={ArrowRightOutlined} />
        </Link>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="tile post-card post-card--skeleton" aria-hidden="true">
      <div className="skeleton skeleton--image" />
      <div className="post-card__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
