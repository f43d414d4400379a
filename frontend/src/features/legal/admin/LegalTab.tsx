import { Segmented, Spin } from 'antd';
import { useState } from 'react';
import { LEGAL_PAGES, type LegalSlug } from '../legal-pages';
import { useGetLegalPageForAdminQuery } from './api';
import { LegalPageForm } from './LegalPageForm';
import './legal-admin.css';

export const LOAD_FAILED = 'Failed to load this page. Please try again later.';

// Admin 'Legal' tab (issue 27): the privacy policy, terms and refund policy, one at a time.
export function LegalTab() {
  const [slug, setSlug] = useState<LegalSlug>('privacy-policy');
  return (
    <div className="legal-admin">
      <p className="legal-admin__hint">
        These pages started with texts written for this site, from what it stores and for how long. Read them and adapt
        them to how you work; they are not legal advice. Where a text says <code>{'{{siteName}}'}</code>,{' '}
        <code>{'{{ownerName}}'}</code> or <code>{'{{contactEmail}}'}</code>, visitors read your site&apos;s name, your
        name and your contact e-mail from the Site tab.
      </p>
      <Segmented<LegalSlug>
        aria-label="Legal page"
        value={slug}
        onChange={setSlug}
        options={LEGAL_PAGES.map(({ slug: value, label }) => ({ value, label }))}
      />
      <LegalPageEditor key={slug} slug={slug} />
    </div>
  );
}

function LegalPageEditor({ slug }: { slug: LegalSlug }) {
  const { data: page, isLoading, isError } = useGetLegalPageForAdminQuery({ slug });
  if (isLoading) return <Spin aria-label="Loading the page" />;
  if (isError || !page) {
    return (
      <p className="status-message status-message--error" role="alert">
        {LOAD_FAILED}
      </p>
    );
  }
  return <LegalPageForm page={page} />;
}
