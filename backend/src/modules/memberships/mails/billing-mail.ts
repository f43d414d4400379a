import type { Type } from '@nestjs/common';
import { type DefinedMail, defineMail, type MailEnv, type QueuedMail } from '../../../core/mail/define-mail';
import type { MailPayload } from '../../../core/mail/mail-outbox.types';
import type { MailTemplate } from '../../../core/mail/mail-template';

// What sets one kind of mail about something a person pays for apart: its subject line and its own
// values (null: nothing to send any more, what it is about has moved on since it was queued).
export interface BillingMailSpec<V, P, E> {
  kind: string;
  template: MailTemplate;
  subject(view: V, payload: P): string;
  context(view: V, payload: P, env: E): Promise<object | null> | object | null;
}

// A mail to one person about what they pay for (a membership, a payment plan), with defineMail:
// rendered from its rows as they are when sent (`view`; null when gone, e.g. the account deleted),
// with the values every mail of its family has (`common`) and the kind's own; retried after a crash
// mid-send (a missing receipt or notice is worse than a second one), never bulk mail.
export function defineBillingMail<P extends MailPayload, V, S extends Record<string, Type<unknown>>>(
  spec: BillingMailSpec<V, P, MailEnv<S>>,
  family: {
    uses: S;
    view(env: MailEnv<S>, payload: P): Promise<V | null>;
    common(view: V, env: MailEnv<S>): object;
  },
): DefinedMail<P> {
  return defineMail({
    kind: spec.kind,
    onUnresolved: 'retry',
    listUnsubscribe: false,
    uses: family.uses,
    async render(mail: QueuedMail<P>, env) {
      const view = await family.view(env, mail.payload);
      const own = view && (await spec.context(view, mail.payload, env));
      if (!view || !own) return null;
      return {
        template: spec.template,
        subject: spec.subject(view, mail.payload),
        context: { ...family.common(view, env), ...own },
      };
    },
  });
}
