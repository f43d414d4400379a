import { useMemo, useRef, useState } from 'react';
import type { BlogPostDto } from '../api';
import { useListAdminBlogPostsQuery } from '../api';
import { AdminPostList } from './AdminPostList';
import { AdminSection } from './AdminSection';
import { BlogPostForm } from './BlogPostForm';
import { DailyQueueCard } from './DailyQueueCard';
import { UpcomingQueueCard } from './UpcomingQueueCard';
import './blog-admin.css';

const NO_POSTS: BlogPostDto[] = [];

// The admin dashboard's 'Blog Posts' tab: the daily queue, the editor, the upcoming queue and
// every post. The page around it checks that the visitor is an admin.
export function BlogPostsAdmin() {
  const { data: posts = NO_POSTS, isLoading, isError } = useListAdminBlogPostsQuery();
  const [editing, setEditing] = useState<BlogPostDto | null>(null);
  // a new key gives a fresh, empty form after each save
  const [formVersion, setFormVersion] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const categories = useMemo(() => [...new Set(posts.map((post) => post.category))].sort(), [posts]);

  const startOver = () => {
    setEditing(null);
    setFormVersion((v) => v + 1);
  };

  const edit = (post: BlogPostDto) => {
    setEditing(post);
    setFormVersion((v) => v + 1);
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="blog-admin">
      <DailyQueueCard />
      <div ref={formRef} className="blog-admin__form">
        <AdminSection title={editing ? 'Edit Blog Post' : 'Create New Blog Post'}>
          <BlogPostForm
            key={formVersion}
            post={editing}
            categories={categories}
            onSaved={startOver}
            onCancelEdit={startOver}
          />
        </AdminSection>
      </div>
      <UpcomingQueueCard posts={posts} />
      <AdminPostList
        posts={posts}
        loading={isLoading}
        error={isError}
        onEdit={edit}
        onDeleted={(post) => {
          if (editing?.id === post.id) startOver();
        }}
      />
    </div>
  );
}
