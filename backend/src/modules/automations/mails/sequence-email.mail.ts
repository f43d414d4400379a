import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { stepSubject } from '../sequences/enrolments.repository';
import { SequencesRepository } from '../sequences/sequences.repository';
import { MarketingEnv } from './marketing-env';
import { marketingMail } from './marketing-mail';

export type SequenceEmailPayload = { stepId: number; contactId: number };

// A sequence's "send this e-mail" step, one row per (step, address), written in the transaction
// that takes the step. Rendered from the step as it is at send time (an edit before it leaves is
// what is sent); nothing for a person who stopped marketing mail meanwhile. Bulk mail: a mail
// interrupted by a crash is not sent again (a duplicate is worse than a miss).
export const sequenceEmailMail = defineMail({
  kind: 'sequence-email',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: { sequences: SequencesRepository, env: MarketingEnv },
  async render(mail: QueuedMail<SequenceEmailPayload>, { sequences, env, config }) {
    const [step, to] = await Promise.all([sequences.step(mail.payload.stepId), env.recipient(mail.payload.contactId)]);
    if (!step || step.config.type !== 'email' || !to) return null;
    // opens and clicks are the step's, whichever checkout its mail was about (enrolments.repository.ts)
    return marketingMail(config.publicUrl, step.config, to, await env.tracking(stepSubject(step.id)));
  },
});
