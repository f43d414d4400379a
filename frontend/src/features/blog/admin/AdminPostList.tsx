import { DeleteOutlined, EditOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { App, Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api/api-base-query';
import { toast } from '../../../components/toast';
import type { BlogPostDto } from '../api';
import { useDeleteBlogPostMutation } from '../api';
import { CategoryBadge } from '../components/CategoryBadge';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import { AdminSection } from './AdminSection';
import { PostDeliveryLine } from './PostDeliveryLine';
import { usePostDeliveries } from './use-post-deliveries';

// spec section 9: redirects after an action wait 2 seconds
export const LOGIN_REDIRECT_DELAY_MS = 2000;

interface AdminPostListProps {
  posts: readonly BlogPostDto[];
  loading: boolean;
  error: boolean;
  onEdit: (post: BlogPostDto) => void;
  onDeleted: (post: BlogPostDto) => void;
}

// 'Your Blog Posts': every post, published or queued, with Edit, View and Delete, and how the
// e-mails of each published one went.
export function AdminPostList({ posts, loading, error, onEdit, onDeleted }: AdminPostListProps) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [deletePost] = useDeleteBlogPostMutation();
  const deliveries = usePostDeliveries(posts);

  const remove = async (post: BlogPostDto) => {
    try {
      await deletePost({ id: post.id }).unwrap();
    } catch (e) {
      const raw = (e as Partial<ApiError>)?.message ?? '';
      const signedOut = raw.includes('Authentication') || raw.includes('401');
      toast({
        title: 'Delete Failed',
        description: signedOut
          ? 'Please log in again to delete posts.'
          : 'Failed to delete blog post. Please try again.',
        variant: 'destructive',
      });
      if (signedOut) setTimeout(() => navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    toast({ title: 'Post Deleted', description: `"${post.title}" has been deleted.` });
    onDeleted(post);
  };

  const confirmDelete = (post: BlogPostDto) =>
    modal.confirm({
      title: 'Delete this post?',
      content: `"${post.title}" will be deleted permanently. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // the dialog stays open (its button spinning) until the call ends
      onOk: () => remove(post),
    });

  let body;
  if (loading) body = <p className="blog-admin-muted">Loading posts…</p>;
  else if (error) body = <p className="blog-admin-error">Failed to load blog posts. Please try again later.</p>;
  else if (posts.length === 0)
    body = <p className="blog-admin-muted">No blog posts yet. Create your first post above!</p>;
  else {
    body = (
      <ul className="admin-posts" aria-label="Blog posts">
        {posts.map((post) => (
          <li key={post.id} className="admin-post">
            {post.imageUrl ? (
              <img className="admin-post__image" src={post.imageUrl} alt="" loading="lazy" />
            ) : (
              <span className="admin-post__image admin-post__image--none" aria-hidden>
                <FileTextOutlined />
              </span>
            )}
            <div className="admin-post__body">
              <h3 className="admin-post__title">{post.title}</h3>
              <p className="admin-post__excerpt">{post.excerpt}</p>
              <div className="admin-post__meta">
                {post.published ? <Tag color="green">Published</Tag> : <Tag color="orange">In Queue</Tag>}
                <CategoryBadge category={post.category} />
                <span>Created {formatDate(post.createdAt, DETAIL_DATE_FORMAT)}</span>
                <span>{post.readTime} min read</span>
              </div>
              {deliveries.has(post.id) && <PostDeliveryLine delivery={deliveries.get(post.id)!} />}
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
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmDelete(post)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return <AdminSection title="Your Blog Posts">{body}</AdminSection>;
}
