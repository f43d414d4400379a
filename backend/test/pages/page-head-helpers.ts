// Reading a rendered page's <head> as a crawler or a link preview would.

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

export const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '');

// the content of <meta name|property="key" content="…" />, unescaped; undefined when there is none
export function metaOf(html: string, key: string): string | undefined {
  const tags = headOf(html).match(/<meta [^>]*\/>/g) ?? [];
  const tag = tags.find((t) => t.includes(`name="${key}"`) || t.includes(`property="${key}"`));
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
  return content === undefined ? undefined : unescape(content);
}

export const linkOf = (html: string, rel: string) => {
  const tag = (headOf(html).match(/<link [^>]*\/>/g) ?? []).find((t) => t.includes(`rel="${rel}"`));
  const href = tag && /href="([^"]*)"/.exec(tag)?.[1];
  return href === undefined ? undefined : unescape(href);
};

// every JSON-LD object of the page
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
