// What the rest of the app uses of the site settings: the settings, the brand and the page titles.
export { BrandTheme } from './BrandTheme';
export { brandTheme } from './brand-theme';
export { COPYRIGHT_YEAR, copyrightYears, SITE_DEFAULTS } from './site-defaults';
export { usePageTitle } from './use-page-title';
export { useSite } from './use-site';
export type { SiteDto } from './api';
export { SocialLinks } from './components/SocialLinks';
export { OwnerFigure } from './components/OwnerFigure';
