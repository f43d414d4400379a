import { plainText } from './plain-text';
import { slugify } from './slug';
import { EMBED_MARKER_CLASSES } from './embed-markers';

// The spec's derivations of a blog post (section 5): its slug and its reading time. The SPA's post
// form shows and sends them; the server computes them again and keeps a client slug only when it
// follows the rule, so the two must agree.

// the slug of a post's title: 'post' when the title has no letter or digit
export const postSlug = (title: string): string => slugify(title, 'post');

export const WORDS_PER_MINUTE = 200;

export const wordCount = (html: string): number => plainText(html).split(/\s+/).filter(Boolean).length;

// word count / 200, rounded up (at least one minute)
export const readTimeMinutes = (html: string): number => Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));

// Whether a post has something to read or watch: text, a picture, or a video or guide's form (their
// markers). An
// editor typed in and emptied ("<p><br></p>"), or content that was only a script, has none. The
// editor's save, the server's check of a post that is not a draft and an import all ask this.
export const hasPostContent = (html: string): boolean =>
  plainText(html) !== '' ||
  /<img\b/i.test(html) ||
  EMBED_MARKER_CLASSES.some((className) => html.includes(`<div class="${className}"`));
