import { FileTextOutlined, MailOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import { VisitorsCard } from '../../analytics/admin';
import { MembersCard } from '../../memberships/admin';
import { SalesCard } from '../../shop/admin';
import { useGetAdminOverviewQuery } from './api';
import { AlertsHealthCard } from './AlertsHealthCard';
import { BackupHealthCard } from './BackupHealthCard';
import { MailHealthCard } from './MailHealthCard';
import { MakeItYoursCard } from './MakeItYoursCard';
import { trendText } from './overview-trends';
import { StatCard } from './StatCard';
import './overview.css';

// The mail health changes while mail goes out: read again this often while the tab is open.
export const OVERVIEW_POLLING_MS = 30_000;

// Overview: counts from the API (GET /api/admin/overview), with their trends (new subscribers over
// the last 7 days, messages since midnight: the spec's sample texts, counted); beside them the
// visitors of the last 7 days (analytics) and the members (memberships). Above them, until the owner has made the site theirs, the
// 'Make it yours' checklist, and a line each on how the outgoing mail and the backups are doing and
// where alerts go; below them the shop's sales.
export function OverviewTab() {
  const counts = useGetAdminOverviewQuery(undefined, { pollingInterval: OVERVIEW_POLLING_MS }).data;
  const published = counts?.publishedPosts;
  return (
    <>
      <MakeItYoursCard done={counts?.makeItYours} />
      <MailHealthCard mail={counts?.mail} />
      <BackupHealthCard backups={counts?.backups} />
      <AlertsHealthCard alerts={counts?.alerts} />
      <div className="admin-overview">
        <StatCard
          title="Subscribers"
          value={counts?.subscribers}
          icon={<TeamOutlined aria-hidden />}
          note={trendText(counts?.subscribersFromLastWeek, 'from last week')}
        />
        <StatCard
          title="Contact Messages"
          value={counts?.messages}
          icon={<MailOutlined aria-hidden />}
          note={trendText(counts?.messagesToday, 'new today')}
        />
        <StatCard
          title="Blog Posts"
          value={counts?.posts}
          icon={<FileTextOutlined aria-hidden />}
          note={published === undefined ? '' : `${published} published`}
        />
        <StatCard
          title="Products"
          value={counts?.products}
          icon={<ShoppingOutlined aria-hidden />}
          note="In the shop"
        />
        <VisitorsCard />
        <MembersCard />
      </div>
      <SalesCard sales={counts?.sales} />
    </>
  );
}
