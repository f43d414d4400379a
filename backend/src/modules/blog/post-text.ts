import { postSlug } from '@coach/shared';

// The client's slug only when it follows the spec's rule (@coach/shared's postSlug, which the SPA's
// post form applies too); otherwise the one derived from the title.
export function wantedSlug(title: string, slug?: string): string {
  return slug && postSlug(slug) === slug ? slug : postSlug(title);
}
