// The cleanup between suites: the suites of a Jest worker share its database, so each empties the
// tables it counts on before it starts (or puts back after it what it changed). A clean slate is
// no state the app makes (every row of a kind gone, ids from 1 again as on a fresh site), so these
// are SQL: TRUNCATE … RESTART IDENTITY, and DELETE of every row of a kind. Tests reach them through
// ./factories, beside the factories that arrange through the app.
import { Client } from 'pg';
import { PageViewsWriter } from '../../src/modules/analytics/ingest/page-views.writer';
import { RollupsCron } from '../../src/modules/analytics/rollups/rollups.cron';
import { BookingSettingsEntity } from '../../src/modules/bookings/entities/booking-settings.entity';
import { resetShopSettings } from './factories/commerce';
import type { TestContext } from './test-context';

type Queryable = Pick<TestContext['dataSource'], 'query'>;

// Nobody is on the Product Updates list.
export async function emptyProductUpdatesList(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE product_update_subscriptions');
}

// For a suite that sets where the owner's alerts go: none set again after it (a fresh site's
// default), so no later suite on the same database depends on it. On a connection of its own: the
// suite's apps may be closed by then.
export function resetAlertAddressAfterSuite(): void {
  afterAll(async () => {
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query('UPDATE alert_settings SET notification_email = NULL, updated_at = now()');
    } finally {
      await db.end();
    }
  });
}

// Analytics suites start from empty analytics tables, once the retention the app runs at start (in
// the background) is over.
export async function resetAnalytics(t: TestContext): Promise<void> {
  await t.app.get(RollupsCron).started;
  await t.app.get(PageViewsWriter).flush();
  await t.dataSource.query(
    `TRUNCATE page_views, analytics_conversions, analytics_days, analytics_day_pages, analytics_day_sources,
       analytics_day_devices RESTART IDENTITY`,
  );
}

// No backup made yet, as far as the Overview knows.
export async function forgetBackupRuns(t: TestContext): Promise<void> {
  await t.dataSource.query('DELETE FROM backup_runs');
}

// Blog suites start from empty blog tables. The daily publication of today and yesterday counts as
// done, so an app starting during a test does not catch up on the real clock; tests drive
// publishDue with their own dates.
export async function resetBlog(t: TestContext): Promise<void> {
  await emptyBlog(t.dataSource);
}

// The same on a bare connection (a suite whose apps run in other processes).
// A TRUNCATE … CASCADE, tried again when it deadlocks: the app's outbox worker may be reading these
// tables, and the blog's and the shop's resets (often run at once) both reach the automations'
// contacts through their foreign keys (subscriber_id, first_order_id).
async function truncate(db: Queryable, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query(sql);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('deadlock')) throw error;
    }
  }
}

export async function emptyBlog(db: Queryable): Promise<void> {
  await truncate(
    db,
    'TRUNCATE blog_posts, subscribers, newsletter_issues, mail_outbox, mail_suppressions, publishing_days RESTART IDENTITY CASCADE',
  );
  // subscriber ids start again at 1: the visits of the old ones are not the new ones' (no foreign key)
  await db.query(`DELETE FROM analytics_conversions WHERE kind = 'subscriber'`);
  await db.query(`INSERT INTO publishing_days (day) VALUES (current_date - 1), (current_date), (current_date + 1)`);
}

// No bookings, no hours, the migration's default rules: nothing can be booked.
export async function emptyBookings(t: TestContext): Promise<void> {
  await t.dataSource.query(`TRUNCATE bookings, booking_weekly_hours, booking_date_overrides, consultation_settings`);
  // the rules' one row as its migration makes it: every column its default
  await t.dataSource.transaction(async (tx) => {
    await tx.getRepository(BookingSettingsEntity).delete({ id: 1 });
    await tx.getRepository(BookingSettingsEntity).insert({ id: 1 });
  });
}

// No mail about bookings (their subject keys are booking:<id>…): a booking id the shop's reset
// starts again from 1 finds none of an earlier suite's.
export async function forgetBookingMails(t: TestContext): Promise<void> {
  await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key LIKE 'booking:%'`);
}

// No product nor order, and the shop's settings as the migration leaves them.
export async function resetShop(t: TestContext): Promise<void> {
  await truncate(t.dataSource, 'TRUNCATE payment_events, order_items, orders, products RESTART IDENTITY CASCADE');
  await forgetOrderConversions(t);
  await resetShopSettings(t);
}

// No order at all (and nothing that hangs off one).
export async function emptyOrders(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE orders RESTART IDENTITY CASCADE');
  await forgetOrderConversions(t);
}

// The visits orders came from (analytics_conversions names an order by its id, with no foreign key):
// order ids start again at 1 after a reset, and a new order 1 is not the old one's.
async function forgetOrderConversions(t: TestContext): Promise<void> {
  await t.dataSource.query(`DELETE FROM analytics_conversions WHERE kind = 'order'`);
}

export async function emptyContactMessages(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE contact_messages RESTART IDENTITY CASCADE');
}

// No message nor uploaded image (the other paged tables are emptied by their domain's reset).
export async function emptyMessagesAndImages(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE contact_messages, uploaded_images RESTART IDENTITY CASCADE');
}

// No page has any text of the admin's.
export async function emptyPageContent(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE page_content');
}

// No course content, enrolment nor progress.
export async function emptyCourses(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE course_progress, course_enrolments, course_modules RESTART IDENTITY CASCADE');
}

export async function emptyOutbox(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE mail_outbox, mail_suppressions RESTART IDENTITY');
}

// No mail of this kind, whatever its state.
export async function forgetMailsOfKind(t: TestContext, kind: string): Promise<void> {
  await t.dataSource.query('DELETE FROM mail_outbox WHERE kind = $1', [kind]);
}

// No mail about orders (their subject keys are order:<id>).
export async function forgetOrderMails(t: TestContext): Promise<void> {
  await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key LIKE 'order:%'`);
}

// What a finished test left queued is not for the next suite's app to send.
export async function skipQueuedMails(t: TestContext): Promise<void> {
  await t.dataSource.query(
    `UPDATE mail_outbox SET status = 'skipped', last_error = 'Left queued by a finished test' WHERE status = 'pending'`,
  );
}

// No counter whose key matches the LIKE pattern (e.g. of an address earlier suites used).
export async function clearRateLimits(t: TestContext, keyPattern: string): Promise<void> {
  await t.dataSource.query(`DELETE FROM rate_limit_hits WHERE key LIKE $1`, [keyPattern]);
}

// No record of the seeders whose names match the LIKE pattern: they run again at the next start.
export async function forgetSeedRuns(t: TestContext, namePattern: string): Promise<void> {
  await t.dataSource.query('DELETE FROM seed_runs WHERE name LIKE $1', [namePattern]);
}

// No membership, invoice nor billing event, the settings as the migration leaves them (the offline
// clock back at the real time), and no mail about a membership left (membership ids start again
// at 1, and a new membership 1 is not the old one).
export async function resetMemberships(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE membership_events, membership_invoices, memberships RESTART IDENTITY');
  await t.dataSource.query(`UPDATE membership_settings SET grace_days = 7, owner_mail = 'each', clock_offset_ms = 0`);
  await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key LIKE 'membership%'`);
}

// No payment plan (their orders stay), and no mail about one left (plan ids start again at 1, and a
// new plan 1 is not the old one: its mails' subject keys would be taken).
export async function resetPaymentPlans(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE plan_instalments, payment_plans RESTART IDENTITY');
  await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key LIKE 'plan:%'`);
}

// Import suites start with nothing imported and no old address redirected.
export async function forgetImports(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE import_items, redirects RESTART IDENTITY');
}
