import { Spin, Tabs } from 'antd';
import type { UserDto } from '../../../api';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useAuth } from '../../auth/use-auth';
import { DownloadsTabContent, OrdersTabContent, useOrderCount } from '../../products/account';
import { ProfileTab } from '../components/ProfileTab';
import { SettingsTab } from '../components/SettingsTab';
import '../account.css';

export const ACCOUNT_TABS = ['profile', 'orders', 'downloads', 'settings'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const isAccountTab = (value: string | null): value is AccountTab =>
  (ACCOUNT_TABS as readonly string[]).includes(value ?? '');

// /account[?tab=profile|orders|downloads|settings]: signed-in visitors only (spec sections 2 and 6).
export function AccountPage() {
  const { user, isLoading } = useAuth();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: AccountTab = isAccountTab(requested) ? requested : 'profile';

  if (isLoading) {
    return (
      <div className="container page account-loading">
        <Spin size="large" aria-label="Loading your account" />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  return <AccountTabs user={user} activeTab={activeTab} />;
}

// Rendered only once signed in, so the orders are read for the right account.
function AccountTabs({ user, activeTab }: { user: UserDto; activeTab: AccountTab }) {
  const [, setSearchParams] = useSearchParams();
  const orderCount = useOrderCount();

  return (
    <div className="container page account-page">
      <PageHeader title="My Account" lead={`Welcome back, ${user.firstName}!`} />
      <Tabs
        className="account-tabs"
        activeKey={activeTab}
        onChange={(key) =>
          setSearchParams(
            (params) => {
              params.set('tab', key);
              return params;
            },
            { replace: true },
          )
        }
        items={[
          { key: 'profile', label: 'Profile', children: <ProfileTab user={user} /> },
          { key: 'orders', label: `Orders (${orderCount})`, children: <OrdersTabContent /> },
          { key: 'downloads', label: 'Downloads', children: <DownloadsTabContent /> },
          { key: 'settings', label: 'Settings', children: <SettingsTab /> },
        ]}
      />
    </div>
  );
}
