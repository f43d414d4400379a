import { FileTextOutlined, MailOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useListProductsQuery } from '../../../api/generated';
import { useListAdminBlogPostsQuery, useListSubscribersQuery } from '../../blog/api';
import { useListMessagesQuery } from '../../content/api';

function StatCard({
  title,
  value,
  icon,
  note,
}: {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  note: string;
}) {
  return (
    <Card className="admin-stat" role="group" aria-label={title}>
      <Statistic title={title} value={value ?? '–'} prefix={icon} loading={value === undefined} />
      <p className="admin-stat__note">{note}</p>
    </Card>
  );
}

// Overview: counts from the API; the two trend lines are static, as the spec says.
export function OverviewTab() {
  const subscribers = useListSubscribersQuery().data;
  const messages = useListMessagesQuery().data;
  const posts = useListAdminBlogPostsQuery().data;
  const products = useListProductsQuery().data;
  const published = posts?.filter((p) => p.published).length;
  return (
    <div className="admin-overview">
      <StatCard
        title="Subscribers"
        value={subscribers?.length}
        icon={<TeamOutlined aria-hidden />}
        note="+2 from last week"
      />
      <StatCard
        title="Contact Messages"
        value={messages?.length}
        icon={<MailOutlined aria-hidden />}
        note="+1 new today"
      />
      <StatCard
        title="Blog Posts"
        value={posts?.length}
        icon={<FileTextOutlined aria-hidden />}
        note={published === undefined ? '' : `${published} published`}
      />
      <StatCard title="Products" value={products?.length} icon={<ShoppingOutlined aria-hidden />} note="In the shop" />
    </div>
  );
}
