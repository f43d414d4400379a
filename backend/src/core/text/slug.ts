// Unique slugs in the database (the spec's rule itself, slugify, is @coach/shared's).

// The stem of a numbered slug (`plan-2` → `plan`), as the slug-stem indexes compute it in SQL
// (core/database/unique-slugs.ts).
export const slugStem = (slug: string) => slug.replace(/-[0-9]{1,9}$/, '');

// true when `slug` is what a row wanting `base` may carry: `base` itself or `base-N`
export function slugFits(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d{1,9}$/.test(slug.slice(base.length + 1)));
}

// The slug a row wanting `base` gets among `taken`, by UniqueSlugs.freeSlug's rule: `base` when it
// is free, else `base-N` one past the highest N in use (for migrations that fill slugs in).
export function freeSlugAmong(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let top = 1;
  for (const slug of taken) {
    if (slug !== base && slugStem(slug) === base) top = Math.max(top, Number(slug.slice(base.length + 1)));
  }
  return `${base}-${top + 1}`;
}
