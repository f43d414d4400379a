import { Alert, Empty, Skeleton } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { useGetMyMembershipQuery } from '../api';
import { TIERS_PATH } from '../lib/tiers-path';
import { MembershipOverview } from './MembershipOverview';
import '../memberships.css';

export const MEMBERSHIP_FAILED = 'Failed to load your membership. Please try again later.';
export const NOT_A_MEMBER = 'You are not a member yet.';

// Account → Membership: the account's membership (the open one, else the last that ended), what
// it costs and when it renews or ends, its card and receipts, and what the member may do with it.
export function MembershipTab() {
  const { data, isLoading, isError } = useGetMyMembershipQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading your membership">
        <Skeleton active />
      </div>
    );
  }
  if (isError || !data) return <Alert type="error" showIcon title={MEMBERSHIP_FAILED} />;
  if (!data.membership) {
    return (
      <Empty description={NOT_A_MEMBER}>
        <ButtonLink to={TIERS_PATH} type="primary">
          See the memberships
        </ButtonLink>
      </Empty>
    );
  }
  return <MembershipOverview membership={data.membership} />;
}
