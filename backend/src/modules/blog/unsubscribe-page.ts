import { escapeHtml } from '../../core/text/html';

// The small standalone pages behind the unsubscribe link (served by the API, not the SPA), under
// the site's name.

function page(siteName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title><style>body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;text-align:center;box-shadow:0 4px 20px rgba(0,0,0,.06)}
h1{color:#14305a;font-size:22px}.site{margin:0;color:#6b7280;font-weight:600}button{background:#14305a;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;cursor:pointer}a{color:#0f766e}</style></head>
<body><main><p class="site">${escapeHtml(siteName)}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

// Mail scanners open links: the link only shows this button, the POST unsubscribes.
export function confirmUnsubscribePage(siteName: string, email: string, token: string): string {
  return page(
    siteName,
    'Unsubscribe from the daily blog e-mail?',
    `<p>${escapeHtml(email)} will no longer receive new posts by e-mail.</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>
<p><a href="/">Keep my subscription</a></p>`,
  );
}

// Opening the link of an address that is already unsubscribed.
export function alreadyUnsubscribedPage(siteName: string, email: string): string {
  return page(
    siteName,
    'You are unsubscribed',
    `<p>${escapeHtml(email)} no longer receives the daily blog e-mail.</p><p><a href="/">Back to the site</a></p>`,
  );
}

// After the POST (the button, or a mail client's one-click).
export function unsubscribedPage(siteName: string, email: string): string {
  return page(
    siteName,
    'You are unsubscribed',
    `<p>${escapeHtml(email)} will no longer receive the daily blog e-mail.</p><p><a href="/">Back to the site</a></p>`,
  );
}
