import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { UsersService } from '../../auth';
import { BlogPostsService } from '../../blog';
import { CommentsRepository } from '../comments.repository';
import { commentLines } from './comment-lines';

export type CommentNotificationPayload = { commentId: number };
const TEMPLATE = mailTemplate(__dirname, 'comment-notification');

// To the owner about a new comment (when the owner wants a mail for each), queued in the
// transaction that stores it; none when the comment is gone by the time it is sent.
export const commentNotificationMail = defineMail({
  kind: 'comment-notification',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { comments: CommentsRepository, users: UsersService, posts: BlogPostsService },
  async render(mail: QueuedMail<CommentNotificationPayload>, { comments, users, posts, config }) {
    const comment = await comments.findById(Number(mail.payload.commentId));
    if (!comment || comment.deletedAt) return null;
    const [line] = await commentLines([comment], { users, posts }, config.publicUrl);
    return {
      template: TEMPLATE,
      subject: `New comment from ${line.author} on "${line.postTitle}"`,
      context: { ...line, adminUrl: `${config.publicUrl}/admin?tab=comments` },
    };
  },
});
