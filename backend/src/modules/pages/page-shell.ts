// The SPA's index.html with a rendered page in it: its own <head> tags in place of the defaults
// between the page-head markers, its markup in #root and the store's state in a JSON script the
// browser hydrates from (frontend/src/main.tsx). The state is already safe inside a script (no '<'
// in it). The page's styles (page-styles.ts) go at the end of the head.
const HEAD = /<!-- page-head -->[\s\S]*?<!-- \/page-head -->/;

export function pageShell(
  template: string,
  { head, html, state, styles = '' }: { head: string; html: string; state: string; styles?: string },
) {
  if (!HEAD.test(template)) throw new Error('index.html has no <!-- page-head --> … <!-- /page-head --> markers');
  return template
    .replace(HEAD, () => `<!-- page-head -->\n    ${head}\n    <!-- /page-head -->`)
    .replace('</head>', () => (styles ? `  ${styles}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
    .replace('</body>', () => `<script type="application/json" id="ssr-state">${state}</script>\n  </body>`);
}
