import { plainText } from '../../content';

// An editor that was typed in and emptied still holds "<p><br></p>": that is no content. (A post's
// slug and read time, which the server derives again, are @coach/shared's postSlug and
// readTimeMinutes.) The plain text through the content feature, whose chunk the admin's blog
// screens load anyway: reached from here too, the shared rule would be a chunk of its own on every
// public page (scripts/size-budget.mjs).
export function isBlankHtml(html: string): boolean {
  return plainText(html) === '' && !/<img\b/i.test(html);
}
