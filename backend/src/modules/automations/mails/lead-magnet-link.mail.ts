import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { ClaimTokens, CLAIM_LINK_DAYS } from '../lead-magnets/claim-tokens';
import { LeadMagnetsRepository } from '../lead-magnets/lead-magnets.repository';

export type LeadMagnetLinkPayload = { claimId: number; nonce: string };

const TEMPLATE = mailTemplate(__dirname, 'lead-magnet-link');

// The mail of a guide asked for on the site: its link confirms the address and opens the download.
// One mail to the person who asked, not bulk mail; sent again after a crash (a second link is
// harmless, a missing one leaves them waiting). It reaches an address marked undeliverable: it is
// how such an address is confirmed anew.
export const leadMagnetLinkMail = defineMail({
  kind: 'lead-magnet-link',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  reachesUndeliverable: true,
  uses: { magnets: LeadMagnetsRepository, tokens: ClaimTokens },
  async render(mail: QueuedMail<LeadMagnetLinkPayload>, { magnets, tokens, config }) {
    const claim = await magnets.claimWithTitle(Number(mail.payload.claimId));
    if (!claim) return null;
    const link = `${config.publicUrl}/free/confirm?token=${encodeURIComponent(tokens.token(String(mail.payload.nonce)))}`;
    return {
      template: TEMPLATE,
      subject: `Your free guide: ${claim.title}`,
      context: { title: claim.title, link, days: CLAIM_LINK_DAYS },
      footerNote: 'You receive this because this address asked for the guide on the site. Not you? Ignore it.',
    };
  },
});
