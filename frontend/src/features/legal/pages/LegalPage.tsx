import type { ApiError } from '../../../api/api-base-query';
import { PageHeader } from '../../../components/PageHeader';
import { SafeHtml } from '../../content';
import { usePageTitle } from '../../site';
import { useGetLegalPageQuery } from '../api';
import { formatLastUpdated, legalPage, type LegalSlug } from '../legal-pages';
import '../../../styles/post-content.css';
import './legal-page.css';

export const NOT_FOUND = 'This page does not exist.';
export const LOAD_FAILED = 'Failed to load this page. Please try again later.';

// /privacy-policy, /terms-of-service, /refund-policy: the owner's text from one read (plain React,
// no antd: a public page). The server sanitised the HTML on save; it is sanitised again here.
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const { data: page, error, isLoading } = useGetLegalPageQuery({ slug });
  const { label } = legalPage(slug);
  usePageTitle(page?.title ?? label);

  if (page) {
    return (
      <article className="container page legal-page">
        <PageHeader
          title={page.title}
          lead={
            <>
              Last updated <time dateTime={page.updatedAt}>{formatLastUpdated(page.updatedAt)}</time>
            </>
          }
        />
        {/* sanitised again here (the server sanitised it on save) */}
        <SafeHtml html={page.content} className="legal-page__content post-content" />
      </article>
    );
  }
  if (isLoading) {
    return (
      <div className="container page legal-page" role="status" aria-label={`Loading the ${label}`}>
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    );
  }
  return (
    <div className="container page legal-page">
      <PageHeader title={label} />
      <p className="status-message status-message--error" role="alert">
        {(error as ApiError | undefined)?.status === 404 ? NOT_FOUND : LOAD_FAILED}
      </p>
    </div>
  );
}
