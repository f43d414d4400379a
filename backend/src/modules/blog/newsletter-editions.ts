import { Injectable } from '@nestjs/common';
import { UsersService } from '../auth';
import { EVERYONE, mayRead, MemberAccessService } from '../memberships';
import { type Audience, PostAccess } from './post-access';

// The daily e-mail's two editions (docs/memberships.md): the whole post for a subscriber whose
// account (the same address, confirmed) gets the paid edition of its membership and may read the
// post; its excerpt and a link for everybody else. Asked when each mail is sent, so a membership
// that ended before then gets the excerpt.
@Injectable()
export class NewsletterEditions {
  constructor(
    private readonly users: UsersService,
    private readonly members: MemberAccessService,
    private readonly access: PostAccess,
  ) {}

  async wholePostFor(email: string, post: Audience): Promise<boolean> {
    const account = await this.users.findByEmail(email);
    // an account whose address was never confirmed may not be the subscriber's
    if (!account?.emailConfirmedAt) return false;
    const rank = await this.members.rankOf(account.id);
    // no live membership: no paid edition (the owner's account is no member either)
    if (rank === EVERYONE) return false;
    const [required] = await this.access.requiredRanks([post]);
    return mayRead(rank, required) && (await this.members.readsPaidNewsletter(account.id));
  }
}
