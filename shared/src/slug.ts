// The spec's slug rule (section 5, for blog posts), shared by everything with an address of its
// own (posts, products): lowercased; characters other than letters, digits, spaces and hyphens
// removed; whitespace turned into hyphens; repeated hyphens collapsed; at most 200 characters.
// `fallback` when nothing is left. The SPA's post form derives the slug it sends with it, and the
// server keeps a client's slug only when this rule gives it back.
export function slugify(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 200).replace(/-$/, '') || fallback;
}
