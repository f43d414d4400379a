import type { UsersService, UserEntity } from '../../auth';
import type { BlogPostsService } from '../../blog';
import type { CommentEntity } from '../entities/comment.entity';
import { fullName } from '../comment-authors';

// A comment as the owner's mails show it: who wrote it, under which post (with its address), what
// it says, and whether it waits for approval.
export interface CommentLine {
  author: string;
  postTitle: string;
  postUrl: string;
  words: string;
  pending: boolean;
}

export async function commentLines(
  comments: CommentEntity[],
  services: { users: UsersService; posts: BlogPostsService },
  publicUrl: string,
): Promise<CommentLine[]> {
  const users = await services.users.findByIds(comments.flatMap((c) => (c.userId === null ? [] : [c.userId])));
  const userOf = new Map<number, UserEntity>(users.map((u) => [u.id, u]));
  const posts = await services.posts.postsById(comments.map((c) => c.postId));
  return comments.map((c) => {
    const post = posts.get(c.postId)!;
    return {
      author: fullName(c.userId === null ? undefined : userOf.get(c.userId)),
      postTitle: post.title,
      postUrl: `${publicUrl}/blog/${post.slug}`,
      words: c.body,
      pending: c.status === 'pending',
    };
  });
}
