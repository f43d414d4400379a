import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { BlogPostsService } from '../../blog';
import { CommentsRepository } from '../comments.repository';
import { commentLines } from './comment-lines';

// the day (YYYY-MM-DD, the site's time zone) and its bounds
export type CommentDigestPayload = { day: string; from: string; to: string };
const TEMPLATE = mailTemplate(__dirname, 'comment-digest');

// To the owner once a day (when the owner chose a digest): the day's comments, oldest first. The
// day's row in comment_digests keeps it to one, whichever replica sends it.
export const commentDigestMail = defineMail({
  kind: 'comment-digest',
  onUnresolved: 'give-up',
  listUnsubscribe: false,
  uses: { comments: CommentsRepository, users: UsersService, posts: BlogPostsService },
  async render(mail: QueuedMail<CommentDigestPayload>, { comments, users, posts, config }) {
    const { day, from, to } = mail.payload;
    const written = await comments.listBetween(new Date(from), new Date(to));
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
