import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { BlogPostSummaryDto } from '../api';
import { formatDate, postDate } from '../lib/post-dates';
import { CategoryBadge } from './CategoryBadge';

interface PostMetaProps {
  post: BlogPostSummaryDto;
  dateFormat: string;
}

// Category, date and read time, as on a card and at the top of a post.
export function PostMeta({ post, dateFormat }: PostMetaProps) {
  const date = postDate(post);
  return (
    <div className="post-meta">
      <CategoryBadge category={post.category} />
      <span className="post-meta__item">
        <CalendarOutlined aria-hidden />
        <time dateTime={date}>{formatDate(date, dateFormat)}</time>
      </span>
      <span className="post-meta__item">
        <ClockCircleOutlined aria-hidden />
        {post.readTime} min read
      </span>
    </div>
  );
}
