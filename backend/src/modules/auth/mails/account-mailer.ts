import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { MailRenderer } from '../../../core/mail/mail-renderer';
import type { MailBrand, MailToRender } from '../../../core/mail/mail-template';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import type { ClaimedMail, RenderedMail } from '../../../core/mail/mail-outbox.types';
import { SiteService } from '../../site';
import type { UserEntity } from '../entities/user.entity';
import type { StoredToken } from '../tokens/account-tokens.repository';
import { AccountTokens } from '../tokens/account-tokens';
import { UsersService } from '../users.service';
import { emailChangeMail } from './email-change.mail';
import { emailChangedMail } from './email-changed.mail';
import { emailConfirmationMail } from './email-confirmation.mail';
import { formatWhen } from './mail-parts';
import { passwordChangedMail } from './password-changed.mail';
import { passwordResetMail } from './password-reset.mail';
import { registrationAttemptMail } from './registration-attempt.mail';

// A link mail's kind is its token's purpose.
export type LinkMailKind = 'password-reset' | 'email-confirmation' | 'email-change';
type LinkComposer = (brand: MailBrand, m: { to: string; firstName: string; link: string }) => MailToRender;

// the page each link opens, its words, and whether it is still wanted when the mail leaves
const LINK_MAILS: Record<
  LinkMailKind,
  { path: string; compose: LinkComposer; wanted(u: UserEntity, t: StoredToken): boolean }
> = {
  'password-reset': { path: '/reset-password', compose: passwordResetMail, wanted: (u, t) => u.email === t.email },
  'email-confirmation': {
    path: '/confirm-email',
    compose: emailConfirmationMail,
    wanted: (u, t) => !u.emailConfirmedAt && u.email === t.email,
  },
  'email-change': { path: '/confirm-email', compose: emailChangeMail, wanted: (u, t) => u.pendingEmail === t.email },
};
const PASSWORD_CHANGED = 'password-changed';
const EMAIL_CHANGED = 'email-changed';
const REGISTRATION_ATTEMPT = 'registration-attempt';

// The account mails. Each is queued in the transaction of the change that causes it and rendered
// when the outbox sends it; a crash mid-send sends it again (a missing reset link is worse than a
// second one).
@Injectable()
export class AccountMailer implements OnModuleInit {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly tokens: AccountTokens,
    private readonly users: UsersService,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const { publicUrl, publishTz } = this.config;
    const renderers: Record<string, (mail: ClaimedMail) => Promise<RenderedMail | null>> = {
      [PASSWORD_CHANGED]: (mail) =>
        this.renderNotice(mail, (brand, user) =>
          passwordChangedMail(brand, {
            to: mail.recipient,
            firstName: user.firstName,
            when: formatWhen(new Date(String(mail.payload.changedAt)), publishTz),
            resetLink: `${publicUrl}/forgot-password`,
          }),
        ),
      [EMAIL_CHANGED]: (mail) =>
        this.renderNotice(mail, (brand, user) =>
          emailChangedMail(brand, {
            to: mail.recipient,
            firstName: user.firstName,
            newEmail: String(mail.payload.newEmail),
            contactLink: `${publicUrl}/contact`,
          }),
        ),
      [REGISTRATION_ATTEMPT]: (mail) =>
        this.renderNotice(mail, (brand, user) =>
          registrationAttemptMail(brand, {
            firstName: user.firstName,
            when: formatWhen(new Date(String(mail.payload.attemptedAt)), publishTz),
            signInLink: `${publicUrl}/login`,
            resetLink: `${publicUrl}/forgot-password`,
          }),
        ),
    };
    for (const kind of Object.keys(LINK_MAILS) as LinkMailKind[])
      renderers[kind] = (mail) => this.renderLink(kind, mail);
    for (const [kind, render] of Object.entries(renderers)) {
      this.outbox.registerKind({ kind, render, onUnresolved: 'retry', listUnsubscribe: false });
    }
  }

  // A new link to `recipient` (for an e-mail change: the new address).
  async sendLink(tx: EntityManager, kind: LinkMailKind, userId: number, recipient: string): Promise<void> {
    const payload = await this.tokens.issue(tx, userId, kind, recipient);
    await this.outbox.enqueue(tx, { kind, subjectKey: `account-token:${payload.tokenId}`, recipient, payload });
  }

  async passwordChanged(tx: EntityManager, user: { id: number; email: string }, at: Date): Promise<void> {
    await this.outbox.enqueue(tx, {
      kind: PASSWORD_CHANGED,
      subjectKey: `password-changed:${user.id}:${at.getTime()}`,
      recipient: user.email,
      payload: { userId: user.id, changedAt: at.toISOString() },
    });
  }

  // to the old address, when the new one has just been confirmed with the link `tokenId`
  async emailChanged(tx: EntityManager, tokenId: number, userId: number, oldEmail: string, newEmail: string) {
    await this.outbox.enqueue(tx, {
      kind: EMAIL_CHANGED,
      subjectKey: `account-token:${tokenId}`,
      recipient: oldEmail,
      payload: { userId, newEmail },
    });
  }

  // to an account's address, when someone tried to register with it
  async registrationAttempted(tx: EntityManager, user: { id: number; email: string }, at: Date): Promise<void> {
    await this.outbox.enqueue(tx, {
      kind: REGISTRATION_ATTEMPT,
      subjectKey: `registration-attempt:${user.id}:${at.getTime()}`,
      recipient: user.email,
      payload: { userId: user.id, attemptedAt: at.toISOString() },
    });
  }

  private async renderLink(kind: LinkMailKind, mail: ClaimedMail): Promise<RenderedMail | null> {
    const found = await this.tokens.forMail(mail.payload);
    const user = found && (await this.users.findById(found.stored.userId));
    const { path, compose, wanted } = LINK_MAILS[kind];
    if (!found || !user || !wanted(user, found.stored)) return null;
    const link = `${this.config.publicUrl}${path}?token=${found.token}`;
    const brand = await this.site.mailBrand();
    return this.renderer.render(brand, compose(brand, { to: mail.recipient, firstName: user.firstName, link }));
  }

  // a mail about something done to the account; nothing once the account is gone
  private async renderNotice(
    mail: ClaimedMail,
    compose: (brand: MailBrand, user: UserEntity) => MailToRender,
  ): Promise<RenderedMail | null> {
    const user = await this.users.findById(Number(mail.payload.userId));
    if (!user) return null;
    const brand = await this.site.mailBrand();
    return this.renderer.render(brand, compose(brand, user));
  }
}
