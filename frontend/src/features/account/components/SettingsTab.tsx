import { Button, Card } from 'antd';
import { useState } from 'react';
import { useLogout } from '../../auth';
import { ShippingAddressCard } from '../../shop';
import { useDownloadAccountData } from '../lib/download-account-data';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DeleteAccountCard } from './DeleteAccountCard';
import { EmailPreferencesCard } from './EmailPreferencesCard';
import { PasskeysCard } from './PasskeysCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

// Spec: Email Preferences (Daily Blog Posts, Product Updates, each with Manage) and Account Actions
// (Change Password, Download Account Data, Sign Out); then the saved shipping address, the signed-in
// devices and Delete Account, with two-factor sign-in before the devices.
export function SettingsTab() {
  const { signOut, isSigningOut } = useLogout();
  const { download, isPreparing } = useDownloadAccountData();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div className="account-settings">
      <EmailPreferencesCard />
      <Card title="Account Actions">
        <div className="account-settings__actions">
          <Button block onClick={() => setChangingPassword(true)}>
            Change Password
          </Button>
          <Button block loading={isPreparing} onClick={() => void download()}>
            Download Account Data
          </Button>
          <Button block danger loading={isSigningOut} onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      </Card>
      <ShippingAddressCard />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <DeleteAccountCard />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
