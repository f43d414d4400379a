// Factory of the owner's alerts: the notification e-mail as the admin sets it (the reset after a
// suite is ../resets.ts's resetAlertAddressAfterSuite).
import { OwnerAlertsService } from '../../../src/modules/alerts';
import type { TestContext } from '../test-context';

// null: none set, the default address applies (as on a fresh site)
export async function setAlertAddress(t: TestContext, address: string | null): Promise<void> {
  await t.app.get(OwnerAlertsService).save(address);
}
