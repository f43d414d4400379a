import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SiteService } from '../site';
import { BlogErrors } from './blog.errors';
import { BlogPostsRepository } from './blog-posts.repository';
import type { BlogPostEntity } from './entities/blog-post.entity';
import type { PostRevisionEntity, RevisedFields, RevisionKind } from './entities/post-revision.entity';
import { PostRevisionsRepository } from './post-revisions.repository';

// the fields of a post a revision keeps
export const revisedFields = (post: RevisedFields): RevisedFields => ({
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  category: post.category,
  imageUrl: post.imageUrl,
  audience: post.audience,
  audienceTierId: post.audienceTierId,
});

// A post's revisions (every save records one) and the answer to a save from an older version.
@Injectable()
export class PostRevisionsService {
  constructor(
    private readonly revisions: PostRevisionsRepository,
    private readonly posts: BlogPostsRepository,
    private readonly site: SiteService,
  ) {}

  // in the saving transaction, which holds the post's row
  record(
    tx: EntityManager,
    post: Pick<BlogPostEntity, 'id'> & RevisedFields,
    kind: RevisionKind,
    savedBy: number | null,
  ): Promise<number> {
    return this.revisions.record(tx, post.id, kind, revisedFields(post), savedBy);
  }

  async list(postId: number): Promise<PostRevisionEntity[]> {
    await this.existing(postId);
    return this.revisions.list(postId);
  }

  async find(postId: number, number: number): Promise<PostRevisionEntity> {
    await this.existing(postId);
    const revision = await this.revisions.find(postId, number);
    if (!revision) throw new NotFoundException(BlogErrors.revisionNotFound);
    return revision;
  }

  // A save whose version check failed: the post changed since (409, saying when), or is gone (404).
  async refusal(postId: number): Promise<Error> {
    const post = await this.posts.findById(postId);
    if (!post) return new NotFoundException(BlogErrors.postNotFound);
    const timeZone = await this.site.timeZone();
    const at = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
      post.updatedAt,
    );
    return new ConflictException(BlogErrors.postChanged(at));
  }

  private async existing(postId: number): Promise<void> {
    if (!(await this.posts.findById(postId))) throw new NotFoundException(BlogErrors.postNotFound);
  }
}
