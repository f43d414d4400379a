import { CreateSessionTable1763856000000 } from './1763856000000-create-session-table';
import { CreateSeedRunsTable1763856000001 } from './1763856000001-create-seed-runs-table';
import { CreateUsersAndRateLimits1763942400000 } from './1763942400000-create-users-and-rate-limits';
import { CreateBlogAndNewsletter1764028800000 } from './1764028800000-create-blog-and-newsletter';
import { CreateCommerce1764115200000 } from './1764115200000-create-commerce';
import { CreatePageContentAndContact1764201600000 } from './1764201600000-create-page-content-and-contact';
import { ReserveStockAndExpireCheckouts1764290000000 } from './1764290000000-reserve-stock-and-expire-checkouts';
import { CreateSiteSettings1764374400000 } from './1764374400000-create-site-settings';
import { CreateMailOutbox1764380000000 } from './1764380000000-create-mail-outbox';
import { DoubleOptInSubscribers1764410000000 } from './1764410000000-double-opt-in-subscribers';
import { IndexMailOutboxReports1764420000000 } from './1764420000000-index-mail-outbox-reports';
import { CreateAccountTokens1764430000000 } from './1764430000000-create-account-tokens';
import { IndexPagedLists1764440000000 } from './1764440000000-index-paged-lists';
import { ProductUpdatesAndAccountDeletion1764450000000 } from './1764450000000-product-updates-and-account-deletion';
import { IndexAdminSearches1764460000000 } from './1764460000000-index-admin-searches';
import { CreateLegalPages1764470000000 } from './1764470000000-create-legal-pages';
import { ProductSlugs1764480000000 } from './1764480000000-product-slugs';
import { NotifyDataChanges1764490000000 } from './1764490000000-notify-data-changes';
import { LowStockAlerts1764500000000 } from './1764500000000-low-stock-alerts';
import { ProductLifecycle1764510000000 } from './1764510000000-product-lifecycle';
import { NotifyOrderSales1764520000000 } from './1764520000000-notify-order-sales';
import { IndexOrderItemsProduct1764530000000 } from './1764530000000-index-order-items-product';
import { OrderRefunds1764540000000 } from './1764540000000-order-refunds';
import { IndexAdminOrders1764545000000 } from './1764545000000-index-admin-orders';
import { Shipping1764550000000 } from './1764550000000-shipping';
import { Coupons1764560000000 } from './1764560000000-coupons';
import { ProductReviews1764570000000 } from './1764570000000-product-reviews';
import { CreateBackupRuns1764580000000 } from './1764580000000-create-backup-runs';
import { Courses1764590000000 } from './1764590000000-courses';
import { NotifyCourseEnrolments1764590100000 } from './1764590100000-notify-course-enrolments';
import { Bookings1764600000000 } from './1764600000000-bookings';
import { ApiKeys1764610000000 } from './1764610000000-api-keys';
import { Analytics1764620000000 } from './1764620000000-analytics';
import { AlertSettings1764627340000 } from './1764627340000-alert-settings';
import { DemoContentAndDraftProducts1764634517000 } from './1764634517000-demo-content-and-draft-products';
import { SiteTimeZone1764641872360 } from './1764641872360-site-time-zone';
import { AnnounceOnPublish1764653917000 } from './1764653917000-announce-on-publish';
import { NotifyCourseOutlines1764660000000 } from './1764660000000-notify-course-outlines';
import { ProductTypes1764670000000 } from './1764670000000-product-types';
import { DemoProductsByType1764680000000 } from './1764680000000-demo-products-by-type';
import { Memberships1764690000000 } from './1764690000000-memberships';
import { PaymentPlans1764700000000 } from './1764700000000-payment-plans';
import { MembershipEnrolments1764710000000 } from './1764710000000-membership-enrolments';
import { RefundParts1764720000000 } from './1764720000000-refund-parts';
import { MailSuppressions1764730000000 } from './1764730000000-mail-suppressions';
import { ProductOffers1764740000000 } from './1764740000000-product-offers';
import { Automations1764750000000 } from './1764750000000-automations';
import { Assistant1764770000000 } from './1764770000000-assistant';
import { PrivacyPolicyMarketing1764760000000 } from './1764760000000-privacy-policy-marketing';
import { PostPublishAt1764780000000 } from './1764780000000-post-publish-at';
import { ContactInbox1764790000000 } from './1764790000000-contact-inbox';
import { PostRevisions1764800000000 } from './1764800000000-post-revisions';
import { Comments1764810000000 } from './1764810000000-comments';
import { Imports1764820000000 } from './1764820000000-imports';
import { RedirectPosts1764840000000 } from './1764840000000-redirect-posts';
import { ImportReaderHashes1764840100000 } from './1764840100000-import-reader-hashes';
import { CommentsAwaitingDigest1764850000000 } from './1764850000000-comments-awaiting-digest';
import { TwoFactor1764860000000 } from './1764860000000-two-factor';
import { AuditLog1764870000000 } from './1764870000000-audit-log';
import { Passkeys1764880000000 } from './1764880000000-passkeys';
import { KnownDevices1764890000000 } from './1764890000000-known-devices';
import { Webhooks1764900000000 } from './1764900000000-webhooks';
import { SequenceLeft1764930000000 } from './1764930000000-sequence-left';
import { SequencePlaces1764940000000 } from './1764940000000-sequence-places';
import { UpsellPendingOrders1764950000000 } from './1764950000000-upsell-pending-orders';
import { NotifyLeadMagnets1764970000000 } from './1764970000000-notify-lead-magnets';

// Every migration, in order. Never edit one that has been merged; add a new one.
export const migrations = [
  CreateSessionTable1763856000000,
  CreateSeedRunsTable1763856000001,
  CreateUsersAndRateLimits1763942400000,
  CreateBlogAndNewsletter1764028800000,
  CreateCommerce1764115200000,
  CreatePageContentAndContact1764201600000,
  ReserveStockAndExpireCheckouts1764290000000,
  CreateSiteSettings1764374400000,
  CreateMailOutbox1764380000000,
  DoubleOptInSubscribers1764410000000,
  IndexMailOutboxReports1764420000000,
  CreateAccountTokens1764430000000,
  IndexPagedLists1764440000000,
  ProductUpdatesAndAccountDeletion1764450000000,
  IndexAdminSearches1764460000000,
  CreateLegalPages1764470000000,
  ProductSlugs1764480000000,
  NotifyDataChanges1764490000000,
  LowStockAlerts1764500000000,
  ProductLifecycle1764510000000,
  NotifyOrderSales1764520000000,
  IndexOrderItemsProduct1764530000000,
  OrderRefunds1764540000000,
  IndexAdminOrders1764545000000,
  Shipping1764550000000,
  Coupons1764560000000,
  ProductReviews1764570000000,
  CreateBackupRuns1764580000000,
  Courses1764590000000,
  NotifyCourseEnrolments1764590100000,
  Bookings1764600000000,
  ApiKeys1764610000000,
  Analytics1764620000000,
  AlertSettings1764627340000,
  DemoContentAndDraftProducts1764634517000,
  SiteTimeZone1764641872360,
  AnnounceOnPublish1764653917000,
  NotifyCourseOutlines1764660000000,
  ProductTypes1764670000000,
  DemoProductsByType1764680000000,
  Memberships1764690000000,
  PaymentPlans1764700000000,
  MembershipEnrolments1764710000000,
  RefundParts1764720000000,
  MailSuppressions1764730000000,
  ProductOffers1764740000000,
  Automations1764750000000,
  PrivacyPolicyMarketing1764760000000,
  Assistant1764770000000,
  PostPublishAt1764780000000,
  ContactInbox1764790000000,
  PostRevisions1764800000000,
  Comments1764810000000,
  Imports1764820000000,
  RedirectPosts1764840000000,
  ImportReaderHashes1764840100000,
  CommentsAwaitingDigest1764850000000,
  TwoFactor1764860000000,
  AuditLog1764870000000,
  Passkeys1764880000000,
  KnownDevices1764890000000,
  Webhooks1764900000000,
  SequenceLeft1764930000000,
  SequencePlaces1764940000000,
  UpsellPendingOrders1764950000000,
  NotifyLeadMagnets1764970000000,
];
