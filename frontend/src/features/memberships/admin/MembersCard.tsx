import { Card, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { type MembershipFiguresDto, useGetMembershipFiguresQuery } from './api';

// the memberships that give access now: trialing, active, and past due within the grace period
const members = (figures: MembershipFiguresDto | undefined) =>
  figures && figures.counts.trialing + figures.counts.active + figures.counts.past_due;

const sum = (figures: MembershipFiguresDto, key: 'new' | 'churned') =>
  figures.days.reduce((total, day) => total + day[key], 0);

// The Overview's card of memberships: the members now, the monthly recurring revenue, and who
// joined and left in the last 30 days (the API's default period), with the way to the tab.
export function MembersCard() {
  const { currentData: figures, isError } = useGetMembershipFiguresQuery({});
  const note = isError
    ? 'Failed to load the figures.'
    : figures && `MRR ${figures.mrr} · ${sum(figures, 'new')} new, ${sum(figures, 'churned')} churned in 30 days`;
  return (
    <Card className="admin-stat" role="group" aria-label="Members">
      <Statistic title="Members" value={members(figures) ?? '–'} loading={!figures && !isError} />
      <p className="admin-stat__note">{note}</p>
      <Link to="/admin?tab=memberships">See the members</Link>
    </Card>
  );
}
