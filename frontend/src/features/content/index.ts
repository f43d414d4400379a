// What the pages use of page content: the admin's saved sections, shown as sanitised HTML (the
// Content, Backgrounds and Messages tabs' reads and writes are admin/index.ts's).
export { SafeHtml, sanitizerModule } from './SafeHtml';
// a video's play pressed on the server's page, listened for by the entry before it hydrates
export { listenForVideoPlays } from './video-clicks';
export { SectionText } from './SectionText';
export { backgroundStyle, plainText, usePageContent } from './use-page-content';
// whether a post's HTML has text, a picture or a video (the server's rule), for the admin's editor
export { hasPostContent } from '@coach/shared';
export { DEFAULT_BACKGROUND, type Page, PAGE_SECTIONS, PAGES, pageLabel, sectionLabel } from './page-sections';
