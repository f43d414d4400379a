import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { EnrolmentsRepository } from '../sequences/enrolments.repository';
import { SequenceLeaveTokens } from '../sequences/leave-tokens';
import { SequencesRepository } from '../sequences/sequences.repository';
import { MarketingEnv } from './marketing-env';
import { marketingMail } from './marketing-mail';

export type SequenceEmailPayload = { stepId: number; contactId: number };

// A sequence's "send this e-mail" step, one row per (step, address), written in the transaction
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
    const place = await enrolments.placeOf(step.sequenceId, contactId);
    if (!place || place.status === 'left') return null;
    const recipient = { ...to, leaveSequenceToken: leave.sign(place.id) };
    return marketingMail(config.publicUrl, step.config, recipient, await env.tracking(mail.subjectKey));
  },
});
