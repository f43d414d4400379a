import { Alert, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageTitle } from '../../site';
import { useListMembershipTiersQuery } from '../api';
import { JoinPanel } from '../components/JoinPanel';
import { TierDetails } from '../components/TierDetails';
import { TIERS_PATH } from '../lib/tiers-path';
import '../memberships.css';

export const TIER_CLOSED = 'This membership is not open to new members.';
export const TIERS_FAILED = 'The membership could not be loaded. Please try again in a moment.';

// /join/{slug}: a membership tier (GET /api/memberships/tiers, the tiers open to new members), its
// price monthly or yearly, its trial, and joining it: signed in, the card, then Account → Membership.
export function JoinPage() {
  const { slug } = useParams();
  const tiers = useListMembershipTiersQuery();
  const tier = tiers.data?.find((each) => each.slug === slug);
  usePageTitle(tier ? `Join ${tier.title}` : 'Join');
  let body;
  if (tiers.isLoading) body = <Spin size="large" aria-label="Loading the membership" />;
  else if (tier) {
    body = (
      <div className="join-grid">
        <TierDetails tier={tier} />
        <JoinPanel tier={tier} />
      </div>
    );
  } else {
    body = (
      <>
        <Alert type={tiers.isError ? 'error' : 'info'} showIcon title={tiers.isError ? TIERS_FAILED : TIER_CLOSED} />
        <ButtonLink to={TIERS_PATH}>See the memberships</ButtonLink>
      </>
    );
  }
  return <div className="container page join-page">{body}</div>;
}
