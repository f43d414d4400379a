import { Descriptions } from 'antd';
import type { MyMembershipDto } from '../api';
import { dayText, statusWords } from '../lib/membership-words';

type Fact = { key: string; label: string; children: string };

// When it renews and for how much, or until when it lasts: as its status says.
function whenFacts(m: MyMembershipDto): Fact[] {
  const facts: Fact[] = [];
  const fact = (label: string, children: string) => facts.push({ key: label, label, children });
  if (m.status === 'incomplete') fact('Started', "Not yet: you haven't finished joining");
  if (m.status === 'trialing' && m.trialEndsAt) fact('Free trial', `Until ${dayText(m.trialEndsAt)}`);
  if (m.status === 'past_due' && m.nextRenewalAt) fact('Next try', `${dayText(m.nextRenewalAt)}: ${m.amount}`);
  else if (m.nextRenewalAt) fact('Next renewal', `${dayText(m.nextRenewalAt)}: ${m.amount}`);
  if (m.cancelAtPeriodEnd && m.status !== 'cancelled' && m.accessUntil) {
    fact('Access', `Until ${dayText(m.accessUntil)}, then it ends`);
  }
  if (m.status === 'cancelled' && m.accessUntil) fact('Ended', dayText(m.accessUntil));
  if (m.creditCents > 0) fact('Credit', `${m.credit}, taken off your next charges`);
  return facts;
}

// The membership's facts in words: its status, price and the days that matter.
export function MembershipFacts({ membership }: { membership: MyMembershipDto }) {
  const items = [
    { key: 'status', label: 'Status', children: statusWords(membership) },
    { key: 'price', label: 'Price', children: membership.price },
    ...whenFacts(membership),
  ];
  return <Descriptions className="membership-facts" column={1} size="small" items={items} />;
}
