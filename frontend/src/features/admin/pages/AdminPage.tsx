import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { UserDto } from '../../../api';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlTab } from '../../../hooks/use-url-tab';
import { AnalyticsTab } from '../../analytics/admin';
import { AdminOnly } from '../../auth/admin';
import { BookingsTab } from '../../bookings/admin';
import { LegalTab } from '../../legal/admin';
import { usePageTitle } from '../../site';
import { SiteTab } from '../../site/admin';
import { ApiKeysTab } from '../components/ApiKeysTab';
import { BackgroundsTab } from '../components/BackgroundsTab';
import { BlogPostsTab } from '../components/BlogPostsTab';
import { ContentTab } from '../components/ContentTab';
import { MessagesTab } from '../components/MessagesTab';
import { OrdersTab } from '../components/OrdersTab';
import { OverviewTab } from '../components/OverviewTab';
import { ProfileTab } from '../components/ProfileTab';
import { ShopTab } from '../components/ShopTab';
import { SubscribersTab } from '../components/SubscribersTab';
import '../admin.css';

// Spec section 2, Admin: the tabs in order; ?tab={key} opens one.
export const ADMIN_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'messages', label: 'Messages' },
  { key: 'blog-posts', label: 'Blog Posts' },
  { key: 'content', label: 'Content' },
  { key: 'backgrounds', label: 'Backgrounds' },
  { key: 'profile', label: 'Profile' },
  // the owner's site settings (issue 20), beside the spec's tabs
  { key: 'site', label: 'Site' },
  // the privacy policy, terms and refund policy (issue 27)
  { key: 'legal', label: 'Legal' },
  // every order, with its buyer, payment, refunds and mails
  { key: 'orders', label: 'Orders' },
  // the shipping rate and the discount codes
  { key: 'shop', label: 'Shop' },
  // the sessions booked by day, the availability and the consultations (issue 32)
  { key: 'bookings', label: 'Bookings' },
  // the keys scripts and other tools call the API with (issue 33)
  { key: 'api-keys', label: 'API keys' },
  // visitors, page views, sources and what they brought (issue 34)
  { key: 'analytics', label: 'Analytics' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

const TAB_KEYS = ADMIN_TABS.map((t) => t.key);

// /admin: only an authenticated admin sees the dashboard (spec section 6).
export function AdminPage() {
  usePageTitle('Admin');
  return <AdminOnly>{(admin) => <AdminDashboard user={admin} />}</AdminOnly>;
}

function AdminDashboard({ user }: { user: UserDto }) {
  const [activeTab, chooseTab] = useUrlTab<AdminTab>(TAB_KEYS);

  const content: Record<AdminTab, ReactNode> = {
    overview: <OverviewTab />,
    subscribers: <SubscribersTab />,
    messages: <MessagesTab />,
    'blog-posts': <BlogPostsTab />,
    content: <ContentTab />,
    backgrounds: <BackgroundsTab />,
    profile: <ProfileTab user={user} />,
    site: <SiteTab />,
    legal: <LegalTab />,
    orders: <OrdersTab />,
    shop: <ShopTab />,
    bookings: <BookingsTab />,
    'api-keys': <ApiKeysTab />,
    analytics: <AnalyticsTab />,
  };

  return (
    <div className="container page admin-page">
      <PageHeader
        title="Admin Dashboard"
        lead={`Signed in as ${user.firstName || user.email}. Manage your site here.`}
      />
      <Tabs
        className="admin-tabs"
        activeKey={activeTab}
        onChange={chooseTab}
        items={ADMIN_TABS.map(({ key, label }) => ({ key, label, children: content[key] }))}
      />
    </div>
  );
}
