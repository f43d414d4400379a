import { listUnsubscribeHeaders, mailTemplate, type MailToRender } from '../../../core/mail/mail-template';
import { postMailParts } from '../../../core/text/post-mail';
import type { TrackingTokens } from '../tracking/tracking-tokens';

const TEMPLATE = mailTemplate(__dirname, 'marketing');

export interface MarketingContent {
  subject: string;
  // the editor's HTML
  body: string;
}

export interface MarketingRecipient {
  contactId: number;
  unsubscribeToken: string;
  // a sequence's mail: the token of the person's place in it, for "Stop this series only"
  leaveSequenceToken?: string;
}

// where "Stop this series only" leads (sequences/leave-sequence.controller.ts)
export const LEAVE_SEQUENCE_PATH = '/api/automations/sequences/leave';

// With tracking on: each web link goes through the site's click route and a one-pixel image from the
// site's open route ends the mail (first-party, no third party; tracking/tracking.controller.ts).
function tracked(html: string, publicUrl: string, tokens: TrackingTokens, contactId: number, subjectKey: string) {
  const link = (url: string) => `${publicUrl}/api/m/c/${tokens.sign({ contactId, subjectKey, url })}`;
  const rewritten = html.replace(
    /\bhref="(https?:\/\/[^"]+)"/g,
    (_, url: string) => `href="${link(url.replace(/&amp;/g, '&'))}"`,
  );
  const pixel = `${publicUrl}/api/m/o/${tokens.sign({ contactId, subjectKey })}`;
  return `${rewritten}<img src="${pixel}" width="1" height="1" alt="" style="display:block;border:0">`;
}

// A sequence step's or a broadcast's mail to one person: the owner's text in the site's layout, with
// a visible unsubscribe link and one-click headers (RFC 8058) that stop marketing mail only; a
// sequence's mail also has a visible link that stops that sequence only (never in the headers: a
// mail client's one-click is the marketing-wide unsubscribe).
export function marketingMail(
  publicUrl: string,
  content: MarketingContent,
  to: MarketingRecipient,
  tracking: { tokens: TrackingTokens; subjectKey: string } | null,
): MailToRender {
  const unsubscribeUrl = `${publicUrl}/api/automations/unsubscribe?token=${encodeURIComponent(to.unsubscribeToken)}`;
  const { html: clean, text } = postMailParts(publicUrl, content.body);
  const html = tracking ? tracked(clean, publicUrl, tracking.tokens, to.contactId, tracking.subjectKey) : clean;
  const leaveUrl = to.leaveSequenceToken
    ? `${publicUrl}${LEAVE_SEQUENCE_PATH}?token=${encodeURIComponent(to.leaveSequenceToken)}`
    : null;
  return {
    template: TEMPLATE,
    subject: content.subject,
    context: { html, text, leaveUrl },
    footerNote: 'You receive this because you subscribed to this site’s e-mails or bought from it.',
    unsubscribeUrl,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
}
