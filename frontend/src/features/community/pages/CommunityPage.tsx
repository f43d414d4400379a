import { PageHeader } from '../../../components/PageHeader';

export function CommunityPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Community"
        lead="Anonymous peer support for people rebuilding their lives, at your own pace."
      />
    </div>
  );
}
