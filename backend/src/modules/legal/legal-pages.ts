import { escapeHtml } from '../../core/text/html';

// The site's legal pages, each at /{slug} in the SPA; their rows are made by their migration.
export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service', 'refund-policy'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const isLegalSlug = (slug: string): slug is LegalSlug => (LEGAL_SLUGS as readonly string[]).includes(slug);

// What of the site settings a legal text may name: written {{siteName}}, {{ownerName}} or
// {{contactEmail}} in the text and filled in on every public read, so the pages follow the Site tab;
// and {{emailTracking}}, the sentence that says whether marketing mail counts opens and clicks.
export interface LegalIdentity {
  siteName: string;
  ownerName: string | null;
  contactEmail: string | null;
  emailTracking?: string;
}

export const LEGAL_PLACEHOLDERS = ['siteName', 'ownerName', 'contactEmail', 'emailTracking'] as const;
const PLACEHOLDER = /\{\{\s*(siteName|ownerName|contactEmail|emailTracking)\s*\}\}/g;

// Without an owner name the site's name stands for it; without a contact address, "us" (the texts
// say "write to {{contactEmail}} or use the contact form").
export function fillPlaceholders(html: string, site: LegalIdentity): string {
  const values: Record<(typeof LEGAL_PLACEHOLDERS)[number], string> = {
    siteName: site.siteName,
    ownerName: site.ownerName ?? site.siteName,
    contactEmail: site.contactEmail ?? 'us',
    emailTracking: site.emailTracking ?? '',
  };
  return html.replace(PLACEHOLDER, (_match, name: keyof typeof values) => escapeHtml(values[name]));
}

// Is anything left to read in sanitised HTML (text or an image)? "<p><br></p>", or a text that
// was only a script, is not.
export const hasVisibleContent = (html: string): boolean =>
  /\S/.test(html.replace(/<(?!img\b)[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ''));
