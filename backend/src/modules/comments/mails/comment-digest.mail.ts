import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { BlogPostsService } from '../../blog';
import { CommentsRepository } from '../comments.repository';
import { commentLines } from './comment-lines';

// the day (YYYY-MM-DD, the site's time zone) and the comments the digest took
export type CommentDigestPayload = { day: string; commentIds: number[] };
const TEMPLATE = mailTemplate(__dirname, 'comment-digest');

// To the owner once a day: the comments written while the owner chose the digest, oldest first
// (those deleted since left out). The day's row in comment_digests keeps it to one.
export const commentDigestMail = defineMail({
  kind: 'comment-digest',
  onUnresolved: 'give-up',
  listUnsubscribe: false,
  uses: { comments: CommentsRepository, users: UsersService, posts: BlogPostsService },
  async render(mail: QueuedMail<CommentDigestPayload>, { comments, users, posts, config }) {
    const { day, commentIds } = mail.payload;
    const written = await comments.listByIds(commentIds ?? []);
    if (!written.length) return null;
    const lines = await commentLines(written, { users, posts }, config.publicUrl);
    const count = lines.length === 1 ? '1 new comment' : `${lines.length} new comments`;
    return {
      template: TEMPLATE,
      subject: `${count} on ${day}`,
      context: { count, day, comments: lines, adminUrl: `${config.publicUrl}/admin?tab=comments` },
    };
  },
});
