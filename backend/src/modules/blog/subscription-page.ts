import { escapeHtml } from '../../core/text/html';
import { type PageBrand, standalonePage } from '../../core/http/standalone-page';
import type { ConfirmOutcome, ConfirmResult } from './subscription-confirmation.service';

const BLOG = '<p><a class="button" href="/blog">Read the blog</a></p>';
const AGAIN = '<p><a href="/blog">Subscribe again on the blog</a></p>';

interface Page {
  title: string;
  body: string;
}

// What the confirmation link answers for each outcome of the click (`who`: the address, as HTML).
// Every outcome is a page for a person (200), not an API error: the link is clicked in a mail.
const PAGES: Record<ConfirmOutcome, (who: string, validDays: number) => Page> = {
  confirmed: (who) => ({
    title: 'Your subscription is confirmed',
    body: `<p>${who} will receive each new post by e-mail. A welcome e-mail is on its way.</p>${BLOG}`,
  }),
  'already-confirmed': (who) => ({
    title: 'Your subscription is already confirmed',
    body: `<p>${who} receives each new post by e-mail.</p>${BLOG}`,
  }),
  expired: (_who, validDays) => ({
    title: 'This link has expired',
    body: `<p>Confirmation links work for ${validDays} days. Subscribe again and we will send a new one.</p>${AGAIN}`,
  }),
  used: () => ({
    title: 'This link has already been used',
    body: `<p>It cannot be used again. To receive the daily blog e-mail again, subscribe again and confirm with the new link.</p>${AGAIN}`,
  }),
  invalid: () => ({
    title: 'This link is not valid',
    body: `<p>It may have been copied incompletely, or replaced by a newer confirmation e-mail: use the link in the newest one.</p>${AGAIN}`,
  }),
};

export function confirmationPage(brand: PageBrand, { outcome, email }: ConfirmResult, validDays: number): string {
  const { title, body } = PAGES[outcome](escapeHtml(email ?? ''), validDays);
  return standalonePage(brand, title, body);
}
