import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { AlertRecipientDto } from '../../../api/admin';
import { HealthCard } from './HealthCard';

// Where the site's alerts are set (the Site tab's Alerts card).
export const ALERTS_SETTINGS = '/admin?tab=site';

// "Alerts go to jane@coach.example — change": where new bookings, orders to ship, low stock and
// contact messages are e-mailed; in the warning colour when they go nowhere.
export function AlertsHealthCard({ alerts }: { alerts: AlertRecipientDto | undefined }) {
  if (!alerts) return null;
  const { address } = alerts;
  return (
    <HealthCard label="Alerts" className="admin-alerts" icon={<BellOutlined aria-hidden />} warning={!address}>
      {address ? `Alerts go to ${address} — ` : 'Alerts go to nobody yet — '}
      <Link to={ALERTS_SETTINGS}>{address ? 'change' : 'set an address'}</Link>
    </HealthCard>
  );
}
