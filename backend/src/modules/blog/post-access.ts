import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../core/access/session-user';
import { ANY_MEMBER, EVERYONE, mayRead, MemberAccessService } from '../memberships';
import type { BlogPostEntity } from './entities/blog-post.entity';

// Who reads: nobody signed in (undefined), or the session's account.
export type PostReader = Pick<SessionUser, 'id' | 'role'> | undefined;

export type Audience = Pick<BlogPostEntity, 'audience' | 'audienceTierId'>;

// A post as its reader gets it: `locked` when they may not read its content, which is then ''.
export type ReadPost<T> = T & { locked: boolean };

// A post as the owner gets it (the admin's routes, the editor): everything.
export const unlocked = <T>(post: T): ReadPost<T> => ({ ...post, locked: false });

// whether the post's content depends on who reads it
export const membersOnly = (post: Audience) => post.audience !== 'everyone';

// Members-only posts (docs/memberships.md): a post asks EVERYONE, ANY_MEMBER or its tier's rank; a
// reader has their membership's rank. The owner (an admin) reads every post.
@Injectable()
export class PostAccess {
  constructor(private readonly members: MemberAccessService) {}

  // Each post as this reader may have it, in its order: a post they may not read is locked and
  // loses its content. No query when every post is for everyone; otherwise one for the reader's
  // rank and one for the tiers' ranks.
  async forReader<T extends Audience>(reader: PostReader, posts: readonly T[]): Promise<ReadPost<T>[]> {
    if (reader?.role === 'admin' || !posts.some(membersOnly)) return posts.map(unlocked);
    const [rank, required] = await Promise.all([this.members.rankOf(reader?.id ?? null), this.requiredRanks(posts)]);
    return posts.map((post, i) => (mayRead(rank, required[i]) ? unlocked(post) : locked(post)));
  }

  // What each post asks of its reader's rank: EVERYONE, ANY_MEMBER or its tier's rank (a tier not
  // found any more: more than any reader has).
  async requiredRanks(posts: readonly Audience[]): Promise<number[]> {
    const tierIds = posts.flatMap((p) =>
      p.audience === 'tier' && p.audienceTierId !== null ? [p.audienceTierId] : [],
    );
    const tierRanks = tierIds.length ? await this.members.tierRanks(tierIds) : new Map<number, number>();
    return posts.map((post) => {
      if (post.audience === 'everyone') return EVERYONE;
      if (post.audience === 'members') return ANY_MEMBER;
      return (post.audienceTierId !== null && tierRanks.get(post.audienceTierId)) || Number.POSITIVE_INFINITY;
    });
  }

  // whether a post's audience may name this tier (archived ones too: their members stay)
  async tierExists(tierId: number): Promise<boolean> {
    return (await this.members.tierRanks([tierId])).has(tierId);
  }

  // the tiers an audience may name, the lowest rank first
  tiers(): ReturnType<MemberAccessService['tiers']> {
    return this.members.tiers();
  }
}

// the post without its content (a list's summary has none to take)
function locked<T>(post: T): ReadPost<T> {
  return 'content' in (post as object) ? { ...post, content: '', locked: true } : { ...post, locked: true };
}
