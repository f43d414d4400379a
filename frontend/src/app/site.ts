// The brand as the navbar, footer and page titles show it; one place to rename the site.
export const SITE_NAME = 'Business Coach & Author';
export const COPYRIGHT_YEAR = 2025;
