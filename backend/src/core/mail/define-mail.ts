import type { FactoryProvider, Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BrandedMailRenderer } from './mail-brand';
import { MailOutbox } from './mail-outbox';
import type { ClaimedMail, MailKind, MailPayload, OutboxMail } from './mail-outbox.types';
import type { MailBrand, MailToRender } from './mail-template';

// How a module adds a kind of mail: one file per kind, `modules/<module>/mails/<kind>.mail.ts`,
// beside its templates (<kind>.html.hbs and <kind>.text.hbs, in the site's layout), with its
// payload (a `type`: the row keeps it as JSON, ids rather than text), its render, its rule for a
// crash mid-send and whether it is bulk mail:
//
//   export type LessonBookedPayload = { bookingId: number };
//   const TEMPLATE = mailTemplate(__dirname, 'lesson-booked');
//   export const lessonBookedMail = defineMail({
//     kind: 'lesson-booked',
//     onUnresolved: 'retry', // 'give-up' where a duplicate is worse than a miss (bulk mail)
//     listUnsubscribe: false, // true for bulk mail; its render adds listUnsubscribeHeaders
//     // reachesUndeliverable: true, // only for a mail that (re)confirms an address: see mail-suppression.ts
//     uses: { bookings: BookingsRepository }, // the module's providers the render needs
//     async render(mail: QueuedMail<LessonBookedPayload>, { bookings, brand, config }) {
//       const booking = await bookings.find(mail.payload.bookingId);
//       return booking && { template: TEMPLATE, subject: `Booked: ${booking.title}`, context: {…} };
//     },
//   });
//
// render answers the mail's content, or null when there is nothing to send any more (the row is
// closed as skipped); core lays it out under the site's brand (MAIL_BRAND, from the site module).
// The module lists its kinds once, in its providers: `provideMails(lessonBookedMail, …)`, and
// enqueues in the transaction of the change that causes the mail:
// `await outbox.enqueue(tx, lessonBookedMail.to(recipient, `booking:${id}`, { bookingId: id }))`.

type Services = Record<string, Type<unknown>>;

// A claimed row whose payload is the kind's (a row's payload is what its kind enqueued).
export type QueuedMail<P extends MailPayload> = Omit<ClaimedMail, 'payload'> & { payload: P };

// What a render is given besides its row: the services it uses, the site's brand, the configuration.
export type MailEnv<S extends Services = Services> = { [K in keyof S]: InstanceType<S[K]> } & {
  brand: MailBrand;
  config: AppConfig;
};

export interface MailDefinition<P extends MailPayload, S extends Services> {
  kind: string;
  onUnresolved: MailKind['onUnresolved'];
  listUnsubscribe: boolean;
  // sent even to an address that stopped (mail-suppression.ts): a mail to confirm the address anew
  reachesUndeliverable?: boolean;
  uses?: S;
  render(mail: QueuedMail<P>, env: MailEnv<S>): Promise<MailToRender | null>;
}

// A defined kind: its rules and render for provideMails, and its rows for the outbox.
export interface DefinedMail<P extends MailPayload = MailPayload> {
  readonly kind: string;
  readonly onUnresolved: MailKind['onUnresolved'];
  readonly listUnsubscribe: boolean;
  readonly reachesUndeliverable: boolean;
  readonly uses: Services;
  render(mail: ClaimedMail, env: MailEnv): Promise<MailToRender | null>;
  // the outbox row of one mail of this kind (see OutboxMail)
  to(recipient: string, subjectKey: string, payload: P): OutboxMail;
}

export function defineMail<P extends MailPayload, S extends Services = Record<never, never>>(
  definition: MailDefinition<P, S>,
): DefinedMail<P> {
  const { kind, onUnresolved, listUnsubscribe } = definition;
  return {
    kind,
    onUnresolved,
    listUnsubscribe,
    reachesUndeliverable: definition.reachesUndeliverable ?? false,
    uses: definition.uses ?? {},
    render: (mail, env) => definition.render(mail as QueuedMail<P>, env as MailEnv<S>),
    to: (recipient, subjectKey, payload) => ({ kind, subjectKey, recipient, payload }),
  };
}

// A module's kinds, registered with the outbox when the module starts; each render gets the
// services it names (from the module's own providers and imports).
export function provideMails(...mails: DefinedMail[]): FactoryProvider {
  const services = [...new Set(mails.flatMap((mail) => Object.values(mail.uses)))];
  return {
    provide: Symbol(`mail kinds ${mails.map((mail) => mail.kind).join(', ')}`),
    inject: [MailOutbox, BrandedMailRenderer, APP_CONFIG, ...services],
    useFactory: (outbox: MailOutbox, renderer: BrandedMailRenderer, config: AppConfig, ...instances: unknown[]) => {
      const instanceOf = new Map<Type<unknown>, unknown>(services.map((service, i) => [service, instances[i]]));
      for (const mail of mails) {
        const used = Object.fromEntries(Object.entries(mail.uses).map(([name, s]) => [name, instanceOf.get(s)]));
        outbox.registerKind(registered(mail, renderer, (brand) => ({ ...used, brand, config }) as MailEnv));
      }
      return mails.map((mail) => mail.kind);
    },
  };
}

function registered(mail: DefinedMail, renderer: BrandedMailRenderer, env: (brand: MailBrand) => MailEnv): MailKind {
  const { kind, onUnresolved, listUnsubscribe, reachesUndeliverable } = mail;
  return {
    kind,
    onUnresolved,
    listUnsubscribe,
    reachesUndeliverable,
    render: async (row) => {
      const brand = await renderer.brand();
      const content = await mail.render(row, env(brand));
      return content && renderer.render(content, brand);
    },
  };
}
