// A calendar invitation rendered with a mail (core/mail's icalEvent) reaches the reader over real
// SMTP as a text/calendar part with its method, beside the text and HTML, plus an invite.ics file.
import { MailOutbox } from '../../src/core/mail/mail-outbox';
import type { OutboxMail } from '../../src/core/mail/mail-outbox.types';
import { emptyOutbox } from '../support/factories';
import { mailServiceBed, outboxSettled, TestMailKinds } from '../support/mail-outbox';
import { globalModules } from '../support/service-module';
import { waitFor } from '../support/smtp-capture';

const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:CANCEL', 'END:VCALENDAR', ''].join('\r\n');

describe('a calendar invitation with a mail (core/mail)', () => {
  const bed = mailServiceBed({ imports: globalModules(), providers: [TestMailKinds] });

  it('is sent as a text/calendar part with its method and as invite.ics; a mail without one has neither', async () => {
    const t = await bed.app();
    await emptyOutbox(t);
    const icalEvent = { method: 'CANCEL', filename: 'invite.ics', content: ics };
    const mails: OutboxMail[] = [
      { kind: 'test-retry', subjectKey: 'invite:1', recipient: 'invited@example.com', payload: { icalEvent } },
      { kind: 'test-retry', subjectKey: 'invite:2', recipient: 'plain@example.com', payload: {} },
    ];
    await t.dataSource.transaction(async (tx) => {
      for (const mail of mails) await t.app.get(MailOutbox).enqueue(tx, mail);
    });
    await outboxSettled(t);
    const [invited, plain] = await waitFor(() => {
      const find = (to: string) => bed.smtp.mails.find((m) => m.to.includes(to));
      const both = [find('invited@example.com'), find('plain@example.com')];
      return both.every(Boolean) ? both.map((m) => m!) : false;
    });

    expect(invited.calendar().replace(/\n/g, '\r\n')).toBe(ics);
    expect(invited.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL$/m);
    expect(invited.raw).toMatch(/^Content-Disposition: attachment; filename=invite\.ics$/m);
    expect(invited.text()).toContain('Hello.');
    expect(invited.html()).toContain('<p>Hello.</p>');

    expect(plain.calendar()).toBe('');
    expect(plain.raw).not.toContain('invite.ics');
    expect(plain.text()).toContain('Hello.');
  });
});
