// Factories of the owner's alerts: the notification e-mail as the admin would set it.
import { Client } from 'pg';
import type { TestContext } from '../test-context';

const SET_ADDRESS = 'UPDATE alert_settings SET notification_email = $1, updated_at = now()';

// null: none set, the default address applies (as on a fresh site)
export async function setAlertAddress(t: TestContext, address: string | null): Promise<void> {
  await t.dataSource.query(SET_ADDRESS, [address]);
}

// For a suite that sets where the owner's alerts go: none set again after it (a fresh site's
// default), so no later suite on the same database depends on it. On a connection of its own: the
// suite's apps may be closed by then.
export function resetAlertAddressAfterSuite(): void {
  afterAll(async () => {
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query(SET_ADDRESS, [null]);
    } finally {
      await db.end();
    }
  });
}
