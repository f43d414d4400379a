import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { BroadcastsRepository } from '../broadcasts/broadcasts.repository';
import { MarketingEnv } from './marketing-env';
import { marketingMail } from './marketing-mail';

export type BroadcastPayload = { broadcastId: number; contactId: number };

// A broadcast to a segment, one row per (broadcast, address), written in the transaction that marks
// it sent. Nothing for a person who stopped marketing mail since; bulk mail, not sent again after
// a crash mid-send (a duplicate is worse than a miss).
export const broadcastMail = defineMail({
  kind: 'broadcast',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: { broadcasts: BroadcastsRepository, env: MarketingEnv },
  async render(mail: QueuedMail<BroadcastPayload>, { broadcasts, env, config }) {
    const [broadcast, to] = await Promise.all([
      broadcasts.find(mail.payload.broadcastId),
      env.recipient(mail.payload.contactId),
    ]);
    if (!broadcast || !to) return null;
    return marketingMail(config.publicUrl, broadcast, to, await env.tracking(mail.subjectKey));
  },
});
