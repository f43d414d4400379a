import { escapeHtml } from '../text/html';
import { type PageBrand, standalonePage } from './standalone-page';

// A list the site mails, as its unsubscribe pages name it (plain text: the pages escape it, as a
// course's title may be in it).
export interface MailingList {
  // 'the daily blog e-mail'
  name: string;
  // what stops: 'new posts by e-mail'
  stops: string;
  // where the page's button posts (the one-click target too): '/api/unsubscribe'
  action: string;
  // what the page says once it is done, where the list words it itself (a course's drip mails:
  // 'You will no longer get e-mails about new lessons of …'); else '{email} will no longer receive {name}.'
  unsubscribed?: string;
}

// The pages behind a list's unsubscribe link.

// Mail scanners open links: the link only shows this button, the POST unsubscribes.
export function confirmUnsubscribePage(brand: PageBrand, list: MailingList, email: string, token: string): string {
  return standalonePage(
    brand,
    `Unsubscribe from ${list.name}?`,
    `<p>${escapeHtml(`${email} will no longer receive ${list.stops}.`)}</p>
<form method="post" action="${list.action}?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>
<p><a href="/">Keep my subscription</a></p>`,
  );
}

// Opening the link of an address that is already unsubscribed.
export function alreadyUnsubscribedPage(brand: PageBrand, list: MailingList, email: string): string {
  return standalonePage(
    brand,
    'You are unsubscribed',
    `<p>${escapeHtml(`${email} no longer receives ${list.name}.`)}</p><p><a href="/">Back to the site</a></p>`,
  );
}

// After the POST (the button, or a mail client's one-click).
export function unsubscribedPage(brand: PageBrand, list: MailingList, email: string): string {
  return standalonePage(
    brand,
    'You are unsubscribed',
    `<p>${escapeHtml(list.unsubscribed ?? `${email} will no longer receive ${list.name}.`)}</p><p><a href="/">Back to the site</a></p>`,
  );
}
