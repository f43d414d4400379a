// What the layout uses of the legal pages: their links, in the footer's order.
export { LEGAL_PAGES, type LegalSlug } from './legal-pages';
