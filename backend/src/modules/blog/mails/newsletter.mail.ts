import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { listUnsubscribeHeaders, mailTemplate, type MailToRender } from '../../../core/mail/mail-template';
import { postMailParts } from '../../../core/text/post-mail';
import { NewsletterEditions } from '../newsletter-editions';
import { NewsletterRepository } from '../newsletter.repository';

export type NewsletterPayload = { postId: number; subscriberId: number };

// What an issue shows of its post (the post need not be saved: a preview, a test mail).
export type IssueContent = {
  title: string;
  excerpt: string;
  slug: string;
  imageUrl: string | null;
};

const TEMPLATE = mailTemplate(__dirname, 'newsletter');

// The daily e-mail: the post's title, image, excerpt and a link to it, with a visible unsubscribe
// link and one-click unsubscribe headers (RFC 8058), for the reader with this unsubscribe token;
// its paid edition (`content`: the post's HTML) has the whole post instead of the excerpt.
// The real send, the editor's preview and its test mail all render through here.
export function issueMail(
  publicUrl: string,
  post: IssueContent,
  unsubscribeToken: string,
  content: string | null = null,
): MailToRender {
  const link = `${publicUrl}/blog/${encodeURIComponent(post.slug)}`;
  const unsubscribeUrl = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const imageUrl = post.imageUrl?.startsWith('/') ? `${publicUrl}${post.imageUrl}` : post.imageUrl;
  const whole = content === null ? null : postMailParts(publicUrl, content);
  return {
    template: TEMPLATE,
    subject: post.title,
    context: { title: post.title, excerpt: post.excerpt, imageUrl, link, whole },
    footerNote: 'You receive this because you subscribed to the daily blog e-mail.',
    unsubscribeUrl,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
}

// One row per (post, subscriber), queued inside the transaction that makes the post live, so a post
// is never live without its e-mail queued, nor queued without being live. A mail interrupted by a
// crash is not sent again: for a newsletter a duplicate is worse than a miss.
export const newsletterMail = defineMail({
  kind: 'newsletter',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: { newsletter: NewsletterRepository, editions: NewsletterEditions },
  // null (nothing is sent) for a reader who unsubscribed after the post went out, or a deleted post;
  // the edition is the reader's as it is at send time
  async render(mail: QueuedMail<NewsletterPayload>, { newsletter, editions, config }) {
    const data = await newsletter.findIssueMail(Number(mail.payload.postId), Number(mail.payload.subscriberId));
    if (!data?.subscribed) return null;
    const whole = await editions.wholePostFor(data.email, data.post);
    return issueMail(config.publicUrl, data.post, data.unsubscribeToken, whole ? data.post.content : null);
  },
});
