import { plainText } from '@coach/shared';
import { describe } from '../../../core/text/describe';

// A post's summary when the export has none: the start of its text, cut at a word.
export const plainExcerpt = (html: string): string => describe(plainText(html), 200);
