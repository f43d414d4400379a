import { Spin, Tabs } from 'antd';
import { Suspense } from 'react';
import type { UserDto } from '../../../api';
import { Navigate, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlTab } from '../../../hooks/use-url-tab';
import { loginPathReturningTo, ProofDialog, useAuth, useSigningOut } from '../../auth';
import { DownloadsTabContent, OrdersTabContent, OrdersTabLabel, useAccountTabs } from '../../shop';
import { useDeletingAccount } from '../api';
import { EmailConfirmationBanner } from '../components/EmailConfirmationBanner';
import { ProfileTab } from '../components/ProfileTab';
import { SettingsTab } from '../components/SettingsTab';
import { usePageTitle } from '../../site';
import '../account.css';

// the spec's tabs; those of the product types (My Courses, Upcoming sessions) come after them
export const ACCOUNT_TABS = ['profile', 'orders', 'downloads', 'settings'] as const;

// /account[?tab=profile|orders|downloads|settings|{a product type's tab}]: signed-in visitors only (spec sections 2 and 6).
export function AccountPage() {
  usePageTitle('Account');
  const { user, isLoading } = useAuth();
  const signingOut = useSigningOut();
  const deleting = useDeletingAccount();
  const { pathname, search } = useLocation();

  // signing out (or deleting the account) leads home, not to /login, even when a poll says
  // "signed out" first
  if (isLoading || (!user && (signingOut || deleting))) {
    return (
      <div className="container page account-loading">
        <Spin size="large" aria-label="Loading your account" />
      </div>
    );
  }
  // after signing in the visitor comes back here (e.g. a mail's link to ?tab=orders)
  if (!user) return <Navigate to={loginPathReturningTo(pathname + search)} replace />;
  return <AccountTabs user={user} />;
}

// Rendered only once signed in, so the orders are read for the right account; shown once the
// shop's tabs and the product types' are loaded (useAccountTabs).
function AccountTabs({ user }: { user: UserDto }) {
  const typeTabs = useAccountTabs();
  const [activeTab, chooseTab] = useUrlTab([...ACCOUNT_TABS, ...typeTabs.map((tab) => tab.key)]);

  return (
    <div className="container page account-page">
      <PageHeader title="My Account" lead={`Welcome back, ${user.firstName}!`} />
      <EmailConfirmationBanner user={user} />
      <Tabs
        className="account-tabs"
        activeKey={activeTab}
        onChange={chooseTab}
        items={[
          { key: 'profile', label: 'Profile', children: <ProfileTab user={user} /> },
          { key: 'orders', label: <OrdersTabLabel />, children: <OrdersTabContent /> },
          { key: 'downloads', label: 'Downloads', children: <DownloadsTabContent /> },
          { key: 'settings', label: 'Settings', children: <SettingsTab /> },
          ...typeTabs.map(({ key, label, Tab }) => ({ key, label, children: <Tab /> })),
        ]}
      />
      <Suspense fallback={null}>
        <ProofDialog />
      </Suspense>
    </div>
  );
}
