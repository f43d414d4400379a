import type { MailEnv, QueuedMail } from '../../../core/mail/define-mail';
import type { MailBrand, MailToRender } from '../../../core/mail/mail-template';
import { mailTemplate } from '../../../core/mail/mail-template';
import type { UserEntity } from '../entities/user.entity';
import type { StoredToken } from '../tokens/account-tokens.repository';
import { AccountTokens, type LinkPayload } from '../tokens/account-tokens';
import { UsersService } from '../users.service';

// The two shapes of the account mails (link-mail.*.hbs, notice-mail.*.hbs beside this file), in the
// site's layout, and their renders; each kind's words are in its own file (<kind>.mail.ts). Every
// account mail is retried after a crash mid-send (a missing reset link is worse than a second one).

const LINK_TEMPLATE = mailTemplate(__dirname, 'link-mail');
const NOTICE_TEMPLATE = mailTemplate(__dirname, 'notice-mail');

export interface LinkMailText {
  subject: string;
  greeting: string;
  lead: string;
  // the button's label
  action: string;
  link: string;
  // under the button: how long the link works, what to do when the mail was not expected
  note: string;
}

// A mail whose point is one link: a button and the bare address in HTML, the address in the text part.
export function linkMail(m: LinkMailText): MailToRender {
  const { subject, ...context } = m;
  return { template: LINK_TEMPLATE, subject, context };
}

export interface NoticeText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}

// A mail that tells something happened to the account.
export function noticeMail(m: NoticeText): MailToRender {
  const { subject, ...context } = m;
  return { template: NOTICE_TEMPLATE, subject, context };
}

// What a link mail's render uses.
export const LINK_MAIL_USES = { tokens: AccountTokens, users: UsersService };

// A link mail (a kind is its token's purpose): the link to `path` with the token, while the link
// is still open and `wanted` when the mail leaves; nothing once its account is gone.
export function renderLinkMail(
  path: string,
  wanted: (user: UserEntity, token: StoredToken) => boolean,
  words: (
    brand: MailBrand,
    user: UserEntity,
    payload: LinkPayload,
    config: MailEnv<typeof LINK_MAIL_USES>['config'],
  ) => Omit<LinkMailText, 'link'>,
) {
  return async (
    mail: QueuedMail<LinkPayload>,
    { tokens, users, brand, config }: MailEnv<typeof LINK_MAIL_USES>,
  ): Promise<MailToRender | null> => {
    const found = await tokens.forMail(mail.payload);
    const user = found && (await users.findById(found.stored.userId));
    if (!found || !user || !wanted(user, found.stored)) return null;
    return linkMail({
      ...words(brand, user, mail.payload, config),
      link: `${config.publicUrl}${path}?token=${found.token}`,
    });
  };
}

// What a notice mail's render uses.
export const NOTICE_MAIL_USES = { users: UsersService };

// A mail about something done to the account (payload.userId's); nothing once the account is gone.
export function renderNoticeMail<P extends { userId: number }>(
  words: (user: UserEntity, mail: QueuedMail<P>, env: MailEnv) => NoticeText,
) {
  return async (mail: QueuedMail<P>, env: MailEnv<typeof NOTICE_MAIL_USES>): Promise<MailToRender | null> => {
    const user = await env.users.findById(Number(mail.payload.userId));
    return user && noticeMail(words(user, mail, env));
  };
}

// "November 29, 2025 at 2:14 PM UTC", in the site's time zone
export function formatWhen(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}
