// Factories of the owner's alerts: the notification e-mail as the admin would set it.
import type { TestApp } from '../test-app';

// null: none set, the default address applies (as on a fresh site)
export async function setAlertAddress(t: TestApp, address: string | null): Promise<void> {
  await t.dataSource.query('UPDATE alert_settings SET notification_email = $1, updated_at = now()', [address]);
}
