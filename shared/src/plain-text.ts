// The text a reader sees in stored HTML (post content, page sections; what the rich-text editor
// writes): tags dropped (each a word boundary), block ends kept as line breaks, the editor's entities
// decoded, runs of spaces single. A post's word count and read time, a page's description and the
// chat's grounding read HTML through it, on the server and in the SPA alike.
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
}
