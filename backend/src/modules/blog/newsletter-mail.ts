import { listUnsubscribeHeaders, mailTemplate, type MailToRender } from '../../core/mail/mail-template';

export interface IssueContent {
  title: string;
  excerpt: string;
  slug: string;
  imageUrl: string | null;
}

const NEWSLETTER_TEMPLATE = mailTemplate(__dirname, 'mails/newsletter');

// The daily e-mail (mails/newsletter.*.hbs): the post's title, image, excerpt and a link to it,
// with a visible unsubscribe link and one-click unsubscribe headers (RFC 8058).
export function issueMail(publicUrl: string, post: IssueContent, unsubscribeToken: string): MailToRender {
  const link = `${publicUrl}/blog/${encodeURIComponent(post.slug)}`;
  const unsubscribeUrl = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  // the post's own uploads are site paths; a mail needs the whole address
  const imageUrl = post.imageUrl?.startsWith('/') ? `${publicUrl}${post.imageUrl}` : post.imageUrl;
  return {
    template: NEWSLETTER_TEMPLATE,
    subject: post.title,
    context: { title: post.title, excerpt: post.excerpt, imageUrl, link },
    footerNote: 'You receive this because you subscribed to the daily blog e-mail.',
    unsubscribeUrl,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
}
