import { CursorPagination } from '../../../components/CursorPagination';
import { useSearchedPages } from '../../../hooks/use-searched-pages';
import type { BlogPostSummaryDto } from './api';
import { useListAdminPostPageQuery } from './api';
import { AdminSection } from './AdminSection';
import { AdminPostItem } from './AdminPostItem';
import { useDeletePost } from './use-delete-post';
import { usePostDeliveries } from './use-post-deliveries';
import { ListSearch } from '../../../components/ListSearch';

export const ADMIN_POSTS_PAGE_SIZE = 10;
const NO_POSTS: BlogPostSummaryDto[] = [];

interface AdminPostListProps {
  onEdit: (post: BlogPostSummaryDto) => void;
  onDeleted: (post: BlogPostSummaryDto) => void;
}

// 'Your Blog Posts': the posts, published or queued, newest first, a page at a time and searchable
// by title, with Edit, View and Delete, and how the e-mails of each published one went.
export function AdminPostList({ onEdit, onDeleted }: AdminPostListProps) {
  const { search, setSearch, query, pager } = useSearchedPages();
  const page = useListAdminPostPageQuery({
    limit: ADMIN_POSTS_PAGE_SIZE,
    cursor: pager.cursor,
    search: query || undefined,
  });
  const posts = page.currentData?.items ?? page.data?.items ?? NO_POSTS;
  const deliveries = usePostDeliveries(posts);
  const confirmDelete = useDeletePost(onDeleted);

  let body;
  if (page.isLoading) body = <p className="blog-admin-muted">Loading posts…</p>;
  else if (page.isError) body = <p className="blog-admin-error">Failed to load blog posts. Please try again later.</p>;
  else if (posts.length === 0) {
    body = query ? (
      <p className="blog-admin-muted">No posts match this search.</p>
    ) : (
      <p className="blog-admin-muted">No blog posts yet. Create your first post above!</p>
    );
  } else {
    body = (
      <ul className="admin-posts" aria-label="Blog posts" aria-busy={page.isFetching}>
        {posts.map((post) => (
          <AdminPostItem
            key={post.id}
            post={post}
            delivery={deliveries.get(post.id)}
            onEdit={onEdit}
            onDelete={confirmDelete}
          />
        ))}
      </ul>
    );
  }

  return (
    <AdminSection title="Your Blog Posts">
      <div className="subscribers-toolbar">
        <ListSearch
          label="Search your posts"
          placeholder="Search by title"
          value={search}
          onChange={setSearch}
          searching={page.isFetching && !page.isLoading}
        />
      </div>
      {body}
      <CursorPagination pager={pager} query={page} pageSize={ADMIN_POSTS_PAGE_SIZE} noun="posts" />
    </AdminSection>
  );
}
