import { Card, Tag } from 'antd';
import type { MyMembershipDto } from '../api';
import { givesAccess, statusWords } from '../lib/membership-words';
import { CardOnFile } from './CardOnFile';
import { MembershipActions } from './MembershipActions';
import { MembershipFacts } from './MembershipFacts';
import { PastDueWarning } from './PastDueWarning';
import { Receipts } from './Receipts';
import { UpdateCardDialog, useUpdateCard } from './UpdateCard';

const STATUS_COLOURS: Record<string, string> = {
  Trial: 'blue',
  Active: 'green',
  'Payment failed': 'red',
  Cancelling: 'orange',
};

// A membership on the account's tab: its tier and status, the warning of a failed payment, its
// facts, its card (and Update card's dialog), what the member may do, and the receipts.
export function MembershipOverview({ membership }: { membership: MyMembershipDto }) {
  const status = statusWords(membership);
  const pastDue = membership.status === 'past_due';
  const updating = useUpdateCard();
  return (
    <div className="membership-tab">
      <Card
        title={<h2 className="membership-tab__tier">{membership.tier.title}</h2>}
        extra={<Tag color={STATUS_COLOURS[status]}>{status}</Tag>}
      >
        {pastDue && <PastDueWarning membership={membership} updating={updating} />}
        <MembershipFacts membership={membership} />
        {givesAccess(membership) && <CardOnFile card={membership.card} updating={pastDue ? undefined : updating} />}
        <MembershipActions membership={membership} />
      </Card>
      <UpdateCardDialog updating={updating} />
      <Receipts receipts={membership.receipts} />
    </div>
  );
}
