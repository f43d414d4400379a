import { escapeHtml } from '../text/html';

// What the small standalone pages behind the links in mails (unsubscribe, confirm) show of the
// site; the site module supplies it (SiteService.pageBrand), as core knows no module.
export interface PageBrand {
  siteName: string;
  logoUrl: string | null;
  brandColor: string;
}

// the settings accept only such colours; anything else would be CSS injection
const color = (c: string) => (/^#[0-9a-f]{3,8}$/i.test(c) ? c : '#14305a');

// A page served by the API (not the SPA) behind the links in the mails, under the site's name,
// logo and brand colour (on which white text passes WCAG AA, as the settings require). `body` is HTML.
export function standalonePage(brand: PageBrand, title: string, body: string): string {
  const c = color(brand.brandColor);
  const logo = brand.logoUrl ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand.siteName)}</title><style>body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;text-align:center;box-shadow:0 4px 20px rgba(0,0,0,.06)}
h1{color:${c};font-size:22px}.site{margin:0;color:#6b7280;font-weight:600}img{display:block;margin:0 auto 8px;max-width:240px;height:40px;object-fit:contain}
button,.button{display:inline-block;background:${c};color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;cursor:pointer;text-decoration:none}a{color:${c}}</style></head>
<body><main>${logo}<p class="site">${escapeHtml(brand.siteName)}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
