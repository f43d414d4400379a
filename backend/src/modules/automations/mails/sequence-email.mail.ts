import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { EnrolmentsRepository, stepSubject } from '../sequences/enrolments.repository';
import { SequenceLeaveTokens } from '../sequences/leave-tokens';
import { SequencesRepository } from '../sequences/sequences.repository';
import { MarketingEnv } from './marketing-env';
import { marketingMail } from './marketing-mail';

// placeId: the person's place that took the step (rows queued before it was named: their latest)
export type SequenceEmailPayload = { stepId: number; contactId: number; placeId?: number };

// A sequence's "send this e-mail" step, one row per (step, address; and checkout, in an abandoned
// checkout's sequence: stepSubject), written in the transaction
// that takes the step. Rendered from the step as it is at send time (an edit before it leaves is
// what is sent); nothing for a person who stopped marketing mail or left this sequence by its link
// meanwhile. It carries that link ("Stop this series only"). Bulk mail: a mail interrupted by a
// crash is not sent again (a duplicate is worse than a miss).
export const sequenceEmailMail = defineMail({
  kind: 'sequence-email',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: {
    sequences: SequencesRepository,
    enrolments: EnrolmentsRepository,
    env: MarketingEnv,
    leave: SequenceLeaveTokens,
  },
  async render(mail: QueuedMail<SequenceEmailPayload>, { sequences, enrolments, env, leave, config }) {
    const { stepId, contactId } = mail.payload;
    const [step, to] = await Promise.all([sequences.step(stepId), env.recipient(contactId)]);
    if (!step || step.config.type !== 'email' || !to) return null;
    // the place that took the step (a person may have had several in an abandoned-checkout sequence)
    const place = await enrolments.placeOf(step.sequenceId, contactId, mail.payload.placeId);
    if (!place || place.status === 'left') return null;
    const recipient = { ...to, leaveSequenceToken: leave.sign(place.id) };
    // opens and clicks are the step's, whichever checkout its mail was about (enrolments.repository.ts)
    return marketingMail(config.publicUrl, step.config, recipient, await env.tracking(stepSubject(step.id)));
  },
});
