import { Button, Card } from 'antd';
import { useState } from 'react';
import { useLogout } from '../../auth/use-logout';
import { ChangePasswordModal } from './ChangePasswordModal';
import { SessionsCard } from './SessionsCard';

const EMAIL_PREFERENCES = [
  { title: 'Daily Blog Posts', description: 'Receive our latest insights in your inbox' },
  { title: 'Product Updates', description: 'Hear about new products and offers' },
];

// Change Password, the signed-in devices and Sign Out work; the Manage buttons and Download
// Account Data are still inert (spec), each a card or button of its own to fill in.
export function SettingsTab() {
  const { signOut, isSigningOut } = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div className="account-settings">
      <Card title="Email Preferences">
        <ul className="account-settings__list">
          {EMAIL_PREFERENCES.map(({ title, description }) => (
            <li key={title} className="account-settings__row">
              <div>
                <p className="account-settings__title">{title}</p>
                <p className="account-settings__description">{description}</p>
              </div>
              <Button aria-label={`Manage ${title}`}>Manage</Button>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Account Actions">
        <div className="account-settings__actions">
          <Button block onClick={() => setChangingPassword(true)}>
            Change Password
          </Button>
          <Button block>Download Account Data</Button>
          <Button block danger loading={isSigningOut} onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      </Card>
      <SessionsCard />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
