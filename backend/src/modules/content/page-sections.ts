// The editable sections of each page (spec section 2, Content tab), plus each page's background.
export const PAGE_SECTIONS = {
  home: ['hero', 'about', 'features', 'background'],
  about: ['bio', 'mission', 'values', 'background'],
  blog: ['header', 'description', 'background'],
  products: ['header', 'description', 'background'],
  contact: ['header', 'info', 'background'],
} as const;

export type Page = keyof typeof PAGE_SECTIONS;
export const PAGES = Object.keys(PAGE_SECTIONS) as Page[];

export const isSectionOf = (page: Page, section: string) =>
  (PAGE_SECTIONS[page] as readonly string[]).includes(section);
