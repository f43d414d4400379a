import type { SaveSiteSettingsDto, SiteSettingsDto } from './api';
import { normalizeHex } from '../colour';

export type SiteField = keyof SaveSiteSettingsDto;
// what the inputs hold: text, '' for a field not set
export type SiteFormValues = Record<SiteField, string>;

// Every field of the save body with its label in the Site tab (the form always sends them all).
export const SITE_FIELD_LABELS: Record<SiteField, string> = {
  siteName: 'Site name',
  tagline: 'Tagline',
  ownerName: 'Your name',
  brandColor: 'Brand colour',
  contactEmail: 'Contact e-mail',
  contactPhone: 'Phone',
  contactLocation: 'Location',
  linkedinUrl: 'LinkedIn',
  xUrl: 'X (Twitter)',
  instagramUrl: 'Instagram',
  youtubeUrl: 'YouTube',
  websiteUrl: 'Website',
  mailSenderName: 'Sender name',
  postalAddress: 'Postal address',
  timeZone: 'Time zone',
};

const FIELDS = Object.keys(SITE_FIELD_LABELS) as SiteField[];
const REQUIRED: readonly SiteField[] = ['siteName', 'tagline', 'brandColor', 'timeZone'];

// The API's messages for what the form checks before sending (the rest it leaves to the API).
export const SITE_NAME_REQUIRED = 'Site name is required';
export const BAD_HEX = 'Brand colour must be a hex colour such as #12355b';
export const SAVED_TITLE = 'Site Settings Saved';
export const SAVED = 'Every page shows your changes now.';
export const SAVE_FAILED = 'Failed to save the site settings. Please try again.';

export const isSiteField = (field: string): field is SiteField => field in SITE_FIELD_LABELS;

export const toFormValues = (settings: SiteSettingsDto): SiteFormValues =>
  Object.fromEntries(FIELDS.map((field) => [field, settings[field] ?? ''])) as SiteFormValues;

// The PUT body: every field, trimmed; an optional field left empty is null (cleared).
export function toSaveBody(values: SiteFormValues): SaveSiteSettingsDto {
  const body = Object.fromEntries(
    FIELDS.map((field) => {
      const text = (values[field] ?? '').trim();
      return [field, text || (REQUIRED.includes(field) ? text : null)];
    }),
  ) as SaveSiteSettingsDto;
  return { ...body, brandColor: normalizeHex(body.brandColor) ?? body.brandColor };
}
