import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { defineMail, provideMails, type QueuedMail } from './define-mail';
import { BrandedMailRenderer } from './mail-brand';
import { MailOutbox } from './mail-outbox';
import type { ClaimedMail } from './mail-outbox.types';
import { MailRenderer } from './mail-renderer';
import { type MailBrand, mailTemplate } from './mail-template';

const dir = mkdtempSync(path.join(tmpdir(), 'define-mail-'));
writeFileSync(path.join(dir, 'greeting.html.hbs'), '<p>Hello {{name}}</p>');
writeFileSync(path.join(dir, 'greeting.text.hbs'), 'Hello {{name}}\n');
const template = mailTemplate(dir, 'greeting');

// a provider of the module that sends the kind
class Names {
  find = (id: number) => (id === 1 ? 'Ada' : null);
}

type GreetingPayload = { personId: number };
const greetingMail = defineMail({
  kind: 'greeting',
  onUnresolved: 'give-up',
  listUnsubscribe: false,
  uses: { names: Names },
  async render(mail: QueuedMail<GreetingPayload>, { names, brand, config }) {
    const name = names.find(mail.payload.personId);
    return name && { template, subject: `${name}, from ${brand.siteName} at ${config.publicUrl}`, context: { name } };
  },
});

const brand: MailBrand = { siteName: 'Coach', logoUrl: null, postalAddress: null, senderName: 'Ann' };
const config = { publicUrl: 'https://coach.example' } as AppConfig;
const row = (personId: number): ClaimedMail => ({
  ...greetingMail.to('ada@example.com', `person:${personId}`, { personId }),
  id: '1',
  attempts: 1,
  messageId: '<1@coach.example>',
});

describe('defineMail and provideMails', () => {
  // the factory Nest calls with the provider's inject list, in that order
  const outbox = new MailOutbox(null as never, null as never);
  const renderer = new BrandedMailRenderer(new MailRenderer(), { mailBrand: async () => brand });
  const provider = provideMails(greetingMail);
  provider.useFactory(outbox, renderer, config, new Names());
  const registered = outbox.kind('greeting')!;

  it('makes the outbox row of a mail of the kind', () => {
    expect(greetingMail.to('ada@example.com', 'person:1', { personId: 1 })).toEqual({
      kind: 'greeting',
      subjectKey: 'person:1',
      recipient: 'ada@example.com',
      payload: { personId: 1 },
    });
  });

  it('registers the kind with its rules, and asks Nest for the services its render uses', () => {
    expect(registered).toMatchObject({ kind: 'greeting', onUnresolved: 'give-up', listUnsubscribe: false });
    expect(provider.inject?.slice(3)).toEqual([Names]);
  });

  it('renders with those services, the brand and the configuration, in the site layout', async () => {
    const mail = await registered.render(row(1));
    expect(mail).toMatchObject({ subject: 'Ada, from Coach at https://coach.example', senderName: 'Ann' });
    expect(mail!.text).toContain('Hello Ada');
    expect(await registered.render(row(2))).toBeNull();
  });
});
