// The editable sections of each page (spec section 2, Content tab); every page also has a
// 'background' (Backgrounds tab). The server accepts exactly these.
export const PAGE_SECTIONS = {
  home: ['hero', 'about', 'features'],
  about: ['bio', 'mission', 'values'],
  blog: ['header', 'description'],
  products: ['header', 'description'],
  contact: ['header', 'info'],
} as const;

export type Page = keyof typeof PAGE_SECTIONS;
export const PAGES = Object.keys(PAGE_SECTIONS) as Page[];
export const DEFAULT_BACKGROUND = 'linear-gradient(135deg, #f4f7fb 0%, #e6f2f1 100%)';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const pageLabel = (page: string) => capitalize(page);
export const sectionLabel = (section: string) => capitalize(section);
