import { DeleteOutlined, EditOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { CategoryBadge } from '../components/CategoryBadge';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import type { BlogPostSummaryDto, PostDeliveryDto } from './api';
import { PostDeliveryLine } from './PostDeliveryLine';
import { type PostState, postState } from './publishing-schedule';

const STATE_COLOURS: Record<PostState, string> = {
  Published: 'green',
  'In Queue': 'orange',
  Scheduled: 'blue',
  Draft: 'default',
};

interface AdminPostItemProps {
  post: BlogPostSummaryDto;
  delivery: PostDeliveryDto | undefined;
  onEdit: (post: BlogPostSummaryDto) => void;
  onDelete: (post: BlogPostSummaryDto) => void;
}

// One post of 'Your Blog Posts': its picture, title, excerpt and state, how its e-mails went, and
// Edit, View (in a new tab) and Delete.
export function AdminPostItem({ post, delivery, onEdit, onDelete }: AdminPostItemProps) {
  return (
    <li className="admin-post">
      {post.imageUrl ? (
        <FramedImage src={post.imageUrl} className="admin-post__image" sizes={IMAGE_SIZES.card} />
      ) : (
        <span className="admin-post__image admin-post__image--none" aria-hidden>
          <FileTextOutlined />
        </span>
      )}
      <div className="admin-post__body">
        <h3 className="admin-post__title">{post.title || 'Untitled draft'}</h3>
        <p className="admin-post__excerpt">{post.excerpt}</p>
        <div className="admin-post__meta">
          <Tag color={STATE_COLOURS[postState(post)]}>{postState(post)}</Tag>
          <CategoryBadge category={post.category} />
          <span>Created {formatDate(post.createdAt, DETAIL_DATE_FORMAT)}</span>
          <span>{post.readTime} min read</span>
        </div>
        {delivery && <PostDeliveryLine delivery={delivery} />}
      </div>
      <div className="admin-post__actions">
        <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(post)}>
          Edit
        </Button>
        <Button
          icon={<EyeOutlined aria-hidden />}
          href={`/blog/${post.slug}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          View
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(post)}>
          Delete
        </Button>
      </div>
    </li>
  );
}
