import { Icon } from '../../../components/icon/Icon';
import { CalendarOutlined, ClockCircleOutlined } from '../../../components/icon/icons';
import type { BlogPostSummaryDto } from '../api';
import type { DateFormat } from '../lib/post-dates';
import { formatDate, postDate } from '../lib/post-dates';
import { CategoryBadge } from './CategoryBadge';

interface PostMetaProps {
  post: BlogPostSummaryDto;
  dateFormat: DateFormat;
}

// Category, date and read time, as on a card and at the top of a post.
export function PostMeta({ post, dateFormat }: PostMetaProps) {
  const date = postDate(post);
  return (
    <div className="post-meta">
      <CategoryBadge category={post.category} />
      <span className="post-meta__item">
        <Icon icon={CalendarOutlined} />
        <time dateTime={date}>{formatDate(date, dateFormat)}</time>
      </span>
      <span className="post-meta__item">
        <Icon icon={ClockCircleOutlined} />
        {post.readTime} min read
      </span>
    </div>
  );
}
