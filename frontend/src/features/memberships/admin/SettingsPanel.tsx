import { Alert, Spin } from 'antd';
import { BillingClock } from './BillingClock';
import { useGetMembershipSettingsQuery } from './api';
import { SettingsForm } from './SettingsForm';

export const SETTINGS_FAILED = 'Failed to load the membership settings. Please try again later.';

// The billing settings: the grace period and the owner's mail; with the offline provider (no Stripe
// keys), the billing clock, moved on to play renewals out.
export function SettingsPanel() {
  const { data: settings, isLoading, isError } = useGetMembershipSettingsQuery();
  if (isLoading) return <Spin aria-label="Loading the membership settings" />;
  if (isError || !settings) return <Alert type="error" showIcon title={SETTINGS_FAILED} />;
  return (
    <div className="memberships-settings">
      <SettingsForm settings={settings} />
      {settings.provider === 'offline' ? (
        <BillingClock now={settings.clockNow} />
      ) : (
        <p className="memberships-admin__muted">Memberships are billed through Stripe, which runs the renewals.</p>
      )}
    </div>
  );
}
