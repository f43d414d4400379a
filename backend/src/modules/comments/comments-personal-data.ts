import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { BlogPostsService } from '../blog';
import { CommentsRepository } from './comments.repository';
import type { ExportedCommentDto } from './dto/exported-comment.dto';

// The comments' part of an account's data: its comments in the export; deleted with the account
// (a comment others replied to stays as a "Comment deleted" placeholder, without author or words).
@Injectable()
export class CommentsPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly comments: CommentsRepository,
    private readonly posts: BlogPostsService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'comments',
      export: ({ userId }) => this.export(userId),
      delete: async (tx, account) => void (await this.comments.remove(tx, { userId: account.id })),
    });
  }

  private async export(userId: number): Promise<ExportedCommentDto[]> {
    const comments = await this.comments.listByUser(userId);
    const posts = await this.posts.postsById(comments.map((c) => c.postId));
    return comments.map((c) => ({
      post: posts.get(c.postId)!.title,
      inReplyTo: c.parentId,
      id: c.id,
      body: c.body,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
    }));
  }
}
