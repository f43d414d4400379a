import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { containing } from '../../core/database/like';
import { Page } from '../../core/paging/page';
import { pageOf } from '../../core/paging/page-query.dto';
import { UsersService } from '../auth';
import { BlogPostsService } from '../blog';
import { CommentAuthorsRepository } from './comment-authors.repository';
import { fullName } from './comment-authors';
import { CommentSettingsRepository, type OwnerMail } from './comment-settings.repository';
import { CommentsErrors } from './comments.errors';
import { CommentsRepository } from './comments.repository';
import type {
  AdminCommentDto,
  CommentAuthorBanDto,
  CommentCountsDto,
  CommentSettingsDto,
  ListAdminCommentsQuery,
} from './dto/admin-comments.dto';
import type { CommentEntity, CommentStatus } from './entities/comment.entity';

const FOREIGN_KEY_VIOLATION = '23503';

// The owner's side of the comments (Admin → Comments): the list by state, approving a first-time
// commenter (their later comments appear at once), hiding and showing again, deleting, banning a
// commenter, and how the owner hears of new comments.
@Injectable()
export class CommentsModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly comments: CommentsRepository,
    private readonly authors: CommentAuthorsRepository,
    private readonly settings: CommentSettingsRepository,
    private readonly posts: BlogPostsService,
    private readonly users: UsersService,
  ) {}

  async list(query: ListAdminCommentsQuery): Promise<Page<AdminCommentDto>> {
    const search = query.search?.trim() || undefined;
    const userIds = search ? await this.users.idsMatching(containing(search)) : undefined;
    const filter = { status: query.status, search, userIds };
    const [page, total] = await Promise.all([
      this.comments.listForAdmin(pageOf(query), filter),
      this.comments.countForAdmin(filter),
    ]);
    return new Page(await this.toDtos(page.items), page.next, total);
  }

  counts(): Promise<CommentCountsDto> {
    return this.comments.countsByStatus();
  }

  // approving a comment approves its author: their next comments appear at once
  approve(id: number): Promise<AdminCommentDto> {
    return this.move(id, ['pending'], 'approved', true);
  }

  hide(id: number): Promise<AdminCommentDto> {
    return this.move(id, ['pending', 'approved'], 'hidden');
  }

  unhide(id: number): Promise<AdminCommentDto> {
    return this.move(id, ['hidden'], 'approved');
  }

  // its replies stay, under a "Comment deleted" placeholder
  async remove(id: number): Promise<void> {
    const found = await this.dataSource.transaction((tx) => this.comments.remove(tx, { id }));
    if (!found) throw new NotFoundException(CommentsErrors.commentNotFound);
  }

  // 404 for an account that does not exist (or was deleted meanwhile): the row's foreign key says so
  async setBanned(userId: number, banned: boolean): Promise<CommentAuthorBanDto> {
    await this.authors.setBanned(userId, banned).catch((error: unknown) => {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
      ) {
        throw new NotFoundException(CommentsErrors.authorNotFound);
      }
      throw error;
    });
    return { userId, banned };
  }

  async readSettings(): Promise<CommentSettingsDto> {
    return { ownerMail: await this.settings.ownerMail() };
  }

  async saveSettings(ownerMail: OwnerMail): Promise<CommentSettingsDto> {
    await this.settings.setOwnerMail(ownerMail);
    return this.readSettings();
  }

  // moves a comment between states: 404 when it is gone or in none of `from` (approved twice, say)
  private async move(id: number, from: CommentStatus[], to: CommentStatus, approveAuthor = false) {
    const moved = await this.dataSource.transaction(async (tx) => {
      const comment = await this.comments.setStatus(tx, id, from, to);
      if (comment && approveAuthor && comment.userId !== null) await this.authors.approve(tx, comment.userId);
      return comment;
    });
    if (!moved) throw new NotFoundException(CommentsErrors.commentNotFound);
    return (await this.toDtos([moved]))[0];
  }

  private async toDtos(comments: CommentEntity[]): Promise<AdminCommentDto[]> {
    const userIds = [...new Set(comments.flatMap((c) => (c.userId === null ? [] : [c.userId])))];
    const [users, postOf, banned] = await Promise.all([
      this.users.findByIds(userIds),
      this.posts.postsById(comments.map((c) => c.postId)),
      this.authors.bannedAmong(userIds),
    ]);
    const userOf = new Map(users.map((u) => [u.id, u]));
    return comments.map((c) => {
      const user = c.userId === null ? undefined : userOf.get(c.userId);
      const post = postOf.get(c.postId)!;
      return {
        id: c.id,
        status: c.status,
        body: c.body,
        createdAt: c.createdAt.toISOString(),
        parentId: c.parentId,
        postId: c.postId,
        postTitle: post.title,
        postSlug: post.slug,
        userId: c.userId,
        authorName: fullName(user),
        authorEmail: user?.email ?? null,
        authorBanned: c.userId !== null && banned.has(c.userId),
      };
    });
  }
}
