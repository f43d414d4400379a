import { Inject, Injectable } from '@nestjs/common';
import type { RenderedMail } from './mail-outbox.types';
import { MailRenderer } from './mail-renderer';
import type { MailBrand, MailToRender } from './mail-template';

// Who the mails come from (name, logo, postal address, sender name): the site module provides it
// under this token (MailModule.forRoot), as core knows no module.
export const MAIL_BRAND = Symbol('MAIL_BRAND');
export interface MailBrandSource {
  mailBrand(): Promise<MailBrand>;
}

// Renders a module's mail in the site's layout under the site's brand; the kinds' renders (see
// defineMail) and a preview come here, so no caller fetches the brand itself.
@Injectable()
export class BrandedMailRenderer {
  constructor(
    private readonly renderer: MailRenderer,
    @Inject(MAIL_BRAND) private readonly source: MailBrandSource,
  ) {}

  brand(): Promise<MailBrand> {
    return this.source.mailBrand();
  }

  async render(mail: MailToRender, brand?: MailBrand): Promise<RenderedMail> {
    return this.renderer.render(brand ?? (await this.brand()), mail);
  }
}
