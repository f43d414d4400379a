import { Injectable } from '@nestjs/common';
import type { MailerOptions } from '@nestjs-modules/mailer';
import { HandlebarsAdapter } from '@nestjs-modules/mailer/adapters/handlebars.adapter';
import Handlebars from 'handlebars';
import * as path from 'node:path';
import type { RenderedMail } from './mail-outbox.types';
import { type MailBrand, mailTemplate, type MailToRender } from './mail-template';

// layout.html.hbs and layout.text.hbs: the site's layout around every mail's own template. The
// adapter would quietly leave out a layout it cannot read, so a missing one stops the app at start.
const LAYOUT_DIR = path.join(__dirname, 'templates');
mailTemplate(LAYOUT_DIR, 'layout');
const LAYOUT_NAMES = ['site', 'footer', 'subject', 'body'];

// {{br text}} in HTML templates: the text escaped, its line breaks as <br>
const helpers = {
  br: (text: unknown) =>
    new Handlebars.SafeString(Handlebars.escapeExpression(String(text ?? '')).replace(/\r?\n/g, '<br>')),
};

type Part = 'html' | 'text';

// Both parts through @nestjs-modules/mailer's Handlebars adapter, each into its layout
// (layout.<part>.hbs, where the mail's own template is {{{body}}}). In HTML every {{value}} is
// escaped and the layout's <style> rules are inlined into the elements (mail clients drop <style>;
// the media queries stay, for small screens). The text part is no HTML: nothing is escaped there.
// Templates are read once per process; `strict` makes a misspelt {{name}} an error.
function partOptions(part: Part): { adapter: HandlebarsAdapter; options: MailerOptions } {
  const html = part === 'html';
  const adapter = new HandlebarsAdapter(helpers, {
    inlineCssEnabled: html,
    inlineCssOptions: { keepAtRules: true, loadRemoteStylesheets: false },
  });
  const options = {
    template: { dir: LAYOUT_DIR, options: { strict: true, noEscape: !html } },
    options: { layout: `layout.${part}` },
  };
  return { adapter, options };
}

// Blank lines left by the templates' {{#if}}s: at most one in a row, one newline at the end.
const tidyText = (text: string) =>
  `${text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;

// Renders a mail (template + values → subject, HTML and text in the site's layout) without sending
// it: the outbox kinds' render, a preview, a test mail all come here.
@Injectable()
export class MailRenderer {
  private readonly parts = { html: partOptions('html'), text: partOptions('text') };

  render(brand: MailBrand, mail: MailToRender): RenderedMail {
    const taken = LAYOUT_NAMES.filter((name) => name in mail.context);
    if (taken.length) throw new Error(`The layout's own names cannot be mail values: ${taken.join(', ')}`);
    const context = {
      ...mail.context,
      subject: mail.subject,
      site: { name: brand.siteName, logoUrl: brand.logoUrl, postalAddress: brand.postalAddress },
      footer: { note: mail.footerNote ?? null, unsubscribeUrl: mail.unsubscribeUrl ?? null },
    };
    return {
      subject: mail.subject,
      html: this.compile('html', mail.template.html, context),
      text: tidyText(this.compile('text', mail.template.text, context)),
      senderName: brand.senderName,
      ...(mail.headers && { headers: mail.headers }),
      ...(mail.icalEvent && { icalEvent: mail.icalEvent }),
    };
  }

  // The adapter answers through a callback (synchronously); its result is left in data.html.
  private compile(name: Part, file: string, context: object): string {
    const { adapter, options } = this.parts[name];
    const mail: { data: { template: string; context: object; html?: string } } = { data: { template: file, context } };
    let failure: unknown;
    try {
      adapter.compile(mail, (error?: unknown) => (failure ??= error), options);
    } catch (error) {
      failure ??= error; // a template it could not read throws after reporting it
    }
    if (failure || mail.data.html === undefined) throw failure ?? new Error(`${file} rendered nothing`);
    return mail.data.html;
  }
}
