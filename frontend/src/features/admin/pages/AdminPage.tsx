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
import { type AdminSection, ADMIN_SECTION_KEYS } from '../admin-sections';
import { AdminNav } from '../components/AdminNav';
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

// /admin: only an authenticated admin sees the dashboard (spec section 6).
export function AdminPage() {
  usePageTitle('Admin');
  return <AdminOnly>{(admin) => <AdminDashboard user={admin} />}</AdminOnly>;
}

function AdminDashboard({ user }: { user: UserDto }) {
  // ?tab={key} names the section (admin-sections.ts); the navigation's links change it
  const [active] = useUrlTab<AdminSection>(ADMIN_SECTION_KEYS);

  const content: Record<AdminSection, ReactNode> = {
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
      <div className="admin-layout">
        <AdminNav active={active} />
        <div className="admin-layout__section">{content[active]}</div>
      </div>
    </div>
  );
}
