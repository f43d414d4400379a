import { LEGAL_SLUGS } from './legal-pages';

export const MAX_TITLE = 120;
export const MAX_CONTENT = 100_000;

export const LegalErrors = {
  notFound: `This page does not exist. The legal pages are ${LEGAL_SLUGS.join(', ')}.`,
  titleRequired: 'Please give the page a title.',
  titleTooLong: `The title must be at most ${MAX_TITLE} characters.`,
  contentRequired: 'Please write the text of the page.',
  contentTooLong: `The text must be at most ${MAX_CONTENT.toLocaleString('en-US')} characters.`,
} as const;
