import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { MailRenderer } from './mail-renderer';
import { type MailBrand, mailTemplate } from './mail-template';

// A mail kind's templates as a module keeps them, in a folder of their own.
function templates(html: string, text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-template-'));
  writeFileSync(path.join(dir, 'note.html.hbs'), html);
  writeFileSync(path.join(dir, 'note.text.hbs'), text);
  return mailTemplate(dir, 'note');
}

const brand: MailBrand = {
  siteName: 'Jöns & <Co>',
  logoUrl: 'https://coach.example/api/uploads/site/logo.png?v=1&x="2"',
  postalAddress: '1 Main St\nLondon',
  senderName: 'Jöns',
};
const note = templates('<p>{{who}} says:</p><p>{{br said}}</p>', '{{who}} says:\n\n{{said}}\n');
const hostile = { who: '<script>alert("x")</script> & Tom\'s', said: 'a < b\n"quoted" & done' };

describe('MailRenderer', () => {
  const renderer = new MailRenderer();

  it('escapes every value in the HTML part, layout and template alike', () => {
    const { html } = renderer.render(brand, { template: note, subject: 'Hi', context: hostile });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; Tom\'s says:');
    expect(html).toContain('>a &lt; b<br>"quoted" &amp; done</p>');
    expect(html).toContain('<img src="https://coach.example/api/uploads/site/logo.png?v=1&amp;x=&quot;2&quot;"');
    expect(html).toContain('>Jöns &amp; &lt;Co&gt;</span>');
    expect(html).toContain('Jöns &amp; &lt;Co&gt;<br>1 Main St<br>London</p>');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('writes the text part as text: no HTML entities, the layout around it', () => {
    const { text } = renderer.render(brand, { template: note, subject: 'Hi', context: hostile });
    expect(text).toBe(
      'Jöns & <Co>\n\n<script>alert("x")</script> & Tom\'s says:\n\na < b\n"quoted" & done\n\n--\nJöns & <Co>\n1 Main St\nLondon\n',
    );
  });

  it('inlines the layout styles for mail clients and keeps the media query for phones', () => {
    const { html } = renderer.render(brand, { template: note, subject: 'Hi', context: hostile });
    expect(html).toMatch(/<td class="content" style="padding: 24px 32px;[^"]*">/);
    expect(html).toMatch(/<style>@media \(max-width: 620px\)/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('shows the unsubscribe line only when the mail has one, and no logo without one', () => {
    const plain = renderer.render(
      { ...brand, logoUrl: null, postalAddress: null },
      {
        template: note,
        subject: 'Hi',
        context: hostile,
      },
    );
    expect(plain.html).not.toContain('Unsubscribe');
    expect(plain.html).not.toContain('<img');
    expect(plain.text.endsWith('\n--\nJöns & <Co>\n')).toBe(true);
    expect(plain.headers).toBeUndefined();

    const bulk = renderer.render(brand, {
      template: note,
      subject: 'Hi',
      context: hostile,
      footerNote: 'You subscribed.',
      unsubscribeUrl: 'https://coach.example/api/unsubscribe?token=t&x=1',
    });
    expect(bulk.html).toMatch(
      /<p[^>]*>You subscribed\.\s*<a href="https:\/\/coach\.example\/api\/unsubscribe\?token=t&amp;x=1"[^>]*>Unsubscribe<\/a><\/p>/,
    );
    expect(bulk.text).toContain(
      '\n--\nYou subscribed.\nUnsubscribe: https://coach.example/api/unsubscribe?token=t&x=1\nJöns & <Co>\n',
    );
  });

  it('gives the subject as it is and the sender name of the brand', () => {
    const mail = renderer.render(brand, { template: note, subject: 'Tom & <Jerry>', context: hostile });
    expect(mail).toMatchObject({ subject: 'Tom & <Jerry>', senderName: 'Jöns' });
    expect(mail.html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
  });

  it('refuses a misspelt value, a value named like the layout’s own, and a template that is not there', () => {
    expect(() => renderer.render(brand, { template: note, subject: 'Hi', context: { who: 'x' } })).toThrow(
      /"said" not defined/,
    );
    expect(() => renderer.render(brand, { template: note, subject: 'Hi', context: { ...hostile, site: 1 } })).toThrow(
      "The layout's own names cannot be mail values: site",
    );
    expect(() => mailTemplate(tmpdir(), 'no-such-mail')).toThrow(/no-such-mail\.html\.hbs is missing/);
  });

  it('carries a calendar invitation as it is, and none when the mail has none', () => {
    const icalEvent = {
      method: 'REQUEST' as const,
      filename: 'invite.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
    };
    const invited = renderer.render(brand, { template: note, subject: 'Hi', context: hostile, icalEvent });
    expect(invited.icalEvent).toEqual(icalEvent);
    expect(renderer.render(brand, { template: note, subject: 'Hi', context: hostile })).not.toHaveProperty('icalEvent');
  });
});
