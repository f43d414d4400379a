import { PageHeader } from '../../../components/PageHeader';

export function AdminSetupPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Admin Setup"
        lead="One-time setup: grant administrator access to an existing account."
      />
    </div>
  );
}
