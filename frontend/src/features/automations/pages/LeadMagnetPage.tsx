import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../site';
import { ClaimForm } from '../components/ClaimForm';
import { useGetLeadMagnetQuery } from '../api';

export const GUIDE_MISSING = 'This guide is not available.';
const GUIDE_FAILED = 'Failed to load this guide. Please try again later.';
// not there: the server's page says so with null (it answered 404), the API with a 404
const missing = (guide: unknown, error: unknown) =>
  guide === null || (error as { status?: number } | undefined)?.status === 404;

// /free/{slug}, a lead magnet's landing page (the server renders it first: the automations
// module's LeadMagnetPublicPage): its title and description and the address the guide's link is
// sent to.
export function LeadMagnetPage() {
  const { slug = '' } = useParams();
  const { data: guide, error, isLoading } = useGetLeadMagnetQuery({ slug });
  usePageTitle(guide?.title ?? 'Free guide');
  if (guide) {
    return (
      <div className="container page lead-magnet-page">
        <PageHeader title={guide.title} lead={guide.description} />
        <ClaimForm slug={guide.slug} />
      </div>
    );
  }
  return (
    <div className="container page lead-magnet-page">
      {isLoading ? (
        <div className="thing-loading" role="status" aria-label="Loading guide">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
        </div>
      ) : (
        <p role="alert">{missing(guide, error) ? GUIDE_MISSING : GUIDE_FAILED}</p>
      )}
    </div>
  );
}
