import { PUBLIC_SITE_DEFAULTS } from '@coach/shared';
import type { SiteDto } from './api';

// The copyright line's year (spec: Footer, year 2025), whatever the site is called.
export const COPYRIGHT_YEAR = 2025;

// The copyright line's years: from the spec's 2025 to this one ('2025–2026'), just '2025' in 2025.
export const copyrightYears = (year = new Date().getFullYear()) =>
  year > COPYRIGHT_YEAR ? `${COPYRIGHT_YEAR}–${year}` : `${COPYRIGHT_YEAR}`;

// What GET /api/site answers on a fresh install (@coach/shared's, the migration's defaults): the
// layout shows these until the real settings arrive, so the first paint looks as the site always has.
export const SITE_DEFAULTS: SiteDto = PUBLIC_SITE_DEFAULTS;
