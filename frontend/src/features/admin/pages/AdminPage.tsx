import { PageHeader } from '../../../components/PageHeader';

export function AdminPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Admin Dashboard"
        lead="Blog posts, page content, subscribers, messages and products."
      />
    </div>
  );
}
