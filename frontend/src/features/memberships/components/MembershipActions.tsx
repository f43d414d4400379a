import { Flex } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import type { MyMembershipDto } from '../api';
import { givesAccess } from '../lib/membership-words';
import { joinPath } from '../paths';
import { CancelMembership } from './CancelMembership';
import { ChangeTier } from './ChangeTier';
import { ResumeMembership } from './ResumeMembership';

// What the member may do with their membership now: change its tier and cancel it while it runs
// (past due: cancel only), resume it while it is cancelling, join again once it ended or to finish
// joining.
export function MembershipActions({ membership }: { membership: MyMembershipDto }) {
  const running = givesAccess(membership);
  const cancelling = membership.cancelAtPeriodEnd;
  const settled = membership.status === 'trialing' || membership.status === 'active';
  return (
    <Flex gap="small" wrap>
      {settled && !cancelling && <ChangeTier membership={membership} />}
      {running && cancelling && <ResumeMembership />}
      {running && !cancelling && <CancelMembership membership={membership} />}
      {!running && (
        <ButtonLink to={joinPath(membership.tier.slug)} type="primary">
          {membership.status === 'incomplete' ? 'Finish joining' : 'Join again'}
        </ButtonLink>
      )}
    </Flex>
  );
}
