import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { OwnerAlertsService } from '../alerts';
import { UsersService } from '../auth';
import { BlogPostsService } from '../blog';
import { CommentAuthorsRepository } from './comment-authors.repository';
import { shortName } from './comment-authors';
import { CommentSettingsRepository } from './comment-settings.repository';
import { CommentsErrors } from './comments.errors';
import { CommentsRepository } from './comments.repository';
import type { CommentDto, CommentThreadDto, PostCommentsDto, WriteCommentDto } from './dto/comment.dto';
import type { CommentEntity } from './entities/comment.entity';
import { commentNotificationMail } from './mails/comment-notification.mail';

type Reader = Pick<SessionUser, 'id' | 'role'> | undefined;

// Comments under a live post, as its readers see and write them. Only who may read the post (the
// blog's rule for members-only posts) reads and writes its comments. A first-time commenter's
// comment waits for the owner's approval (only its author sees it meanwhile); once the owner
// approved one, that reader's comments appear at once. A reply goes under the top-level comment.
@Injectable()
export class CommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly comments: CommentsRepository,
    private readonly authors: CommentAuthorsRepository,
    private readonly settings: CommentSettingsRepository,
    private readonly posts: BlogPostsService,
    private readonly users: UsersService,
    private readonly alerts: OwnerAlertsService,
  ) {}

  async list(slug: string, reader: Reader): Promise<PostCommentsDto> {
    const postId = await this.readablePost(slug, reader);
    const all = await this.comments.listForPost(postId);
    const seen = (c: CommentEntity) =>
      !c.deletedAt && (c.status === 'approved' || (c.status === 'pending' && c.userId === reader?.id));
    const repliesOf = new Map<number, CommentEntity[]>();
    for (const c of all)
      if (c.parentId !== null && seen(c)) repliesOf.set(c.parentId, [...(repliesOf.get(c.parentId) ?? []), c]);
    // a top-level comment no reader sees stays as a placeholder while replies are shown under it
    const threads = all.filter((c) => c.parentId === null && (seen(c) || repliesOf.has(c.id)));
    const names = await this.names([...threads, ...[...repliesOf.values()].flat()]);
    const shown = (c: CommentEntity): CommentDto => this.toDto(c, seen(c), reader, names);
    return {
      comments: threads.map((c): CommentThreadDto => ({
        ...shown(c),
        replies: (repliesOf.get(c.id) ?? []).map(shown),
      })),
      count: all.filter((c) => !c.deletedAt && c.status === 'approved').length,
      canComment: !reader ? 'sign-in' : (await this.authors.find(reader.id)).banned ? 'banned' : 'allowed',
    };
  }

  async write(slug: string, user: SessionUser, input: WriteCommentDto): Promise<CommentDto> {
    const postId = await this.readablePost(slug, user);
    const saved = await this.dataSource.transaction(async (tx) => {
      const author = await this.authors.find(user.id, tx);
      if (author.banned) throw new ForbiddenException(CommentsErrors.banned);
      const parentId = input.parentId === undefined ? null : await this.threadOf(tx, input.parentId, postId, user.id);
      const owner = user.role === 'admin';
      const status = owner || author.approved ? 'approved' : 'pending';
      // the owner hears of others' comments: now, or in the next digest (decided here, once); of a
      // never-approved author's, only while it is their one pending comment, so a spam account
      // cannot fill the owner's mailbox (the owner sees the rest in Admin → Comments)
      const ownerMail = owner ? null : await this.settings.ownerMail(tx);
      const comment = await this.comments.add(tx, {
        postId,
        parentId,
        userId: user.id,
        body: input.body,
        status,
        awaitsDigest: ownerMail === 'digest',
      });
      if (ownerMail === 'each' && (status === 'approved' || (await this.comments.onlyPendingOf(tx, user.id)))) {
        await this.alerts.enqueue(tx, commentNotificationMail, `comment:${comment.id}`, { commentId: comment.id });
      }
      return comment;
    });
    return this.toDto(saved, true, user, await this.names([saved]));
  }

  // the post's id when the reader may read it: 404 when it is not live, 403 when it is for members
  private async readablePost(slug: string, reader: Reader): Promise<number> {
    const post = await this.posts.findPublishedBySlug(slug, reader);
    if (post.locked) throw new ForbiddenException(CommentsErrors.membersOnly);
    return post.id;
  }

  // The top-level comment a reply goes under (a reply to a reply goes under its top-level comment).
  // Both are held until the reply is stored, so a delete meanwhile waits and keeps the thread (a
  // placeholder stays while it has replies) rather than failing the insert or taking the reply.
  private async threadOf(tx: EntityManager, parentId: number, postId: number, userId: number): Promise<number> {
    const parent = await this.comments.findHeld(tx, parentId);
    const visible = parent?.status === 'approved' || (parent?.status === 'pending' && parent.userId === userId);
    if (!parent || parent.postId !== postId || parent.deletedAt || !visible) {
      throw new NotFoundException(CommentsErrors.commentNotFound);
    }
    if (parent.parentId === null) return parent.id;
    if (!(await this.comments.findHeld(tx, parent.parentId)))
      throw new NotFoundException(CommentsErrors.commentNotFound);
    return parent.parentId;
  }

  private async names(comments: CommentEntity[]): Promise<Map<number, string | null>> {
    const ids = comments.flatMap((c) => (c.userId === null ? [] : [c.userId]));
    return new Map((await this.users.findByIds(ids)).map((u) => [u.id, shortName(u)]));
  }

  private toDto(c: CommentEntity, seen: boolean, reader: Reader, names: Map<number, string | null>): CommentDto {
    const state = c.deletedAt ? 'deleted' : seen ? c.status : 'hidden';
    const open = state === 'approved' || state === 'pending';
    return {
      id: c.id,
      state,
      author: open && c.userId !== null ? (names.get(c.userId) ?? null) : null,
      body: open ? c.body : '',
      createdAt: c.createdAt.toISOString(),
      mine: reader !== undefined && c.userId === reader.id,
    };
  }
}
