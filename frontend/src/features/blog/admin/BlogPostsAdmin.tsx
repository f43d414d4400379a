import { useRef, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { BlogPostDto, BlogPostSummaryDto } from './api';
import { useLazyGetAdminBlogPostQuery, useListBlogCategoriesQuery } from './api';
import { AdminPostList } from './AdminPostList';
import { AdminSection } from './AdminSection';
import { BlogPostForm } from './BlogPostForm';
import { DailyQueueCard } from './DailyQueueCard';
import { UpcomingQueueCard } from './UpcomingQueueCard';
import './blog-admin.css';

const NO_CATEGORIES: string[] = [];

// The admin dashboard's 'Blog Posts' tab: the daily queue, the editor, the upcoming queue and
// the posts. The page around it checks that the visitor is an admin.
export function BlogPostsAdmin() {
  const { data: categories = NO_CATEGORIES } = useListBlogCategoriesQuery();
  const [loadPost] = useLazyGetAdminBlogPostQuery();
  const [editing, setEditing] = useState<BlogPostDto | null>(null);
  // a new key gives a fresh, empty form after each save
  const [formVersion, setFormVersion] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);

  const startOver = () => {
    setEditing(null);
    setFormVersion((v) => v + 1);
  };

  // the list carries no content: the editor reads the whole post
  const edit = async (post: BlogPostSummaryDto) => {
    try {
      setEditing(await loadPost({ id: post.id }).unwrap());
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Failed to load the post.'), variant: 'destructive' });
      return;
    }
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
            onReload={(post) => {
              setEditing(post);
              setFormVersion((v) => v + 1);
            }}
          />
        </AdminSection>
      </div>
      <UpcomingQueueCard />
      <AdminPostList
        onEdit={edit}
        onDeleted={(post) => {
          if (editing?.id === post.id) startOver();
        }}
      />
    </div>
  );
}
