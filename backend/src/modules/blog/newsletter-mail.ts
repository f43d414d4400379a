import { brandedMail, type MailBrand } from '../../core/mail/mail-layout';
import type { OutgoingMail } from '../../core/mail/mail.types';
import { escapeHtml } from '../../core/text/html';

export interface IssueContent {
  title: string;
  excerpt: string;
  slug: string;
  imageUrl: string | null;
}

// The daily e-mail: the post's title, image, excerpt and a link to it, with a visible unsubscribe
// link and one-click unsubscribe headers (RFC 8058), in HTML and plain text, in the site's layout.
export function renderIssueMail(
  publicUrl: string,
  brand: MailBrand,
  to: string,
  post: IssueContent,
  unsubscribeToken: string,
): OutgoingMail {
  const link = `${publicUrl}/blog/${encodeURIComponent(post.slug)}`;
  const unsubscribe = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const image = post.imageUrl ? (post.imageUrl.startsWith('/') ? `${publicUrl}${post.imageUrl}` : post.imageUrl) : null;
  const html = `<p style="margin:0 0 8px;color:#0f766e;font-size:13px;letter-spacing:.08em;text-transform:uppercase">Daily Insights</p>
<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:#14305a">${escapeHtml(post.title)}</h1>
${image ? `<img src="${escapeHtml(image)}" alt="" width="536" style="width:100%;max-width:536px;border-radius:8px;margin:0 0 16px">` : ''}
<p style="margin:0 0 24px;font-size:16px;line-height:1.6">${escapeHtml(post.excerpt)}</p>
<p style="margin:0"><a href="${escapeHtml(link)}" style="background:#14305a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Read the full post</a></p>`;
  return brandedMail(brand, {
    to,
    subject: post.title,
    html,
    text: `${post.title}\n\n${post.excerpt}\n\nRead the full post: ${link}\n`,
    footerHtml: `You receive this because you subscribed to the daily blog e-mail.
<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Unsubscribe</a>`,
    footerText: `You receive this because you subscribed to the daily blog e-mail.\nUnsubscribe: ${unsubscribe}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
