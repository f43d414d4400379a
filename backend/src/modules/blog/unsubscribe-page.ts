import { escapeHtml } from '../../core/text/html';
import { newsletterPage, type PageBrand } from './newsletter-page';

// The pages behind the unsubscribe link.

// Mail scanners open links: the link only shows this button, the POST unsubscribes.
export function confirmUnsubscribePage(brand: PageBrand, email: string, token: string): string {
  return newsletterPage(
    brand,
    'Unsubscribe from the daily blog e-mail?',
    `<p>${escapeHtml(email)} will no longer receive new posts by e-mail.</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>
<p><a href="/">Keep my subscription</a></p>`,
  );
}

// Opening the link of an address that is already unsubscribed.
export function alreadyUnsubscribedPage(brand: PageBrand, email: string): string {
  return newsletterPage(
    brand,
    'You are unsubscribed',
    `<p>${escapeHtml(email)} no longer receives the daily blog e-mail.</p><p><a href="/">Back to the site</a></p>`,
  );
}

// After the POST (the button, or a mail client's one-click).
export function unsubscribedPage(brand: PageBrand, email: string): string {
  return newsletterPage(
    brand,
    'You are unsubscribed',
    `<p>${escapeHtml(email)} will no longer receive the daily blog e-mail.</p><p><a href="/">Back to the site</a></p>`,
  );
}
