import { GUIDE_EMBED_CLASS, replaceGuideMarkers } from '@coach/shared';
import type { SeedQuery } from './page-loading';

function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value !== null && typeof value === 'object')
    for (const inner of Object.values(value)) yield* stringsOf(inner);
}

// The slugs of the guides' forms (@coach/shared guide-embed.ts) in the texts a page's answers hold
// (a post's content, a page's sections, a lesson's text: saved sanitised, so in the marker's form).
export function guideSlugsIn(queries: SeedQuery[]): string[] {
  const slugs = new Set<string>();
  for (const text of stringsOf(queries.map((query) => query.data)))
    if (text.includes(GUIDE_EMBED_CLASS)) replaceGuideMarkers(text, (slug) => (slugs.add(slug), ''));
  return [...slugs];
}
