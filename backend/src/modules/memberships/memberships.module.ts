import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { provideMails } from '../../core/mail/define-mail';
import { AlertsModule } from '../alerts';
import { AuthModule } from '../auth';
import {
  CommerceModule,
  createStripeClient,
  PaymentWebhookRegistry,
  PlanClock,
  PlanCustomers,
  ProductTypeRegistry,
} from '../commerce';
import { SiteModule } from '../site';
import { MemberAccessRepository } from './access/member-access.repository';
import { MemberAccessService } from './access/member-access.service';
import { JoiningService } from './account/joining.service';
import { MembershipChangesService } from './account/membership-changes.service';
import { MembershipViews } from './account/membership-views';
import { MyMembershipController } from './account/my-membership.controller';
import { TestCardPaymentsService } from './account/test-card-payments.service';
import { TierChangesService } from './account/tier-changes.service';
import { AdminMembersController } from './admin/admin-members.controller';
import { AdminMembersService } from './admin/admin-members.service';
import { AdminMembershipsController } from './admin/admin-memberships.controller';
import { MembershipFiguresService } from './admin/membership-figures.service';
import { MembershipSettingsService } from './admin/membership-settings.service';
import { BillingClock } from './billing/billing-clock';
import { BillingEvents } from './billing/billing-events';
import { BillingNotices } from './billing/billing-notices';
import { BILLING_PROVIDER, type BillingProvider } from './billing/billing-provider';
import { InvoiceCharges } from './billing/invoice-charges';
import { MembershipTransitions } from './billing/membership-transitions';
import { OfflineBillingProvider } from './billing/offline-billing.provider';
import { PaymentsOpen } from './billing/payments-open';
import { StripeBillingProvider } from './billing/stripe-billing.provider';
import { BillingCycleCron } from './cycle/billing-cycle.cron';
import { BillingCycleService } from './cycle/billing-cycle.service';
import { MembershipInvoiceEntity } from './entities/membership-invoice.entity';
import { MembershipSettingsEntity } from './entities/membership-settings.entity';
import { MembershipTierEntity } from './entities/membership-tier.entity';
import { MembershipEntity } from './entities/membership.entity';
import { MembershipMails } from './mails/membership-mails';
import { membershipCancelledMail } from './mails/membership-cancelled.mail';
import { membershipEndedMail } from './mails/membership-ended.mail';
import { membershipOwnerDigestMail } from './mails/membership-owner-digest.mail';
import { membershipOwnerNewsMail } from './mails/membership-owner-news.mail';
import { membershipPaymentFailedMail } from './mails/membership-payment-failed.mail';
import { membershipReceiptMail } from './mails/membership-receipt.mail';
import { membershipWelcomeMail } from './mails/membership-welcome.mail';
import { OwnerDigestCron } from './mails/owner-digest.cron';
import { OwnerDigestService } from './mails/owner-digest.service';
import { MembershipType } from './membership-type';
import { MembershipsKnowledge } from './knowledge/memberships-knowledge';
import { TierProductKnowledge } from './knowledge/tier-product-knowledge';
import { DemoTierSeeder } from './demo/demo-tier.seeder';
import { AdminPlansController } from './plans/admin-plans.controller';
import { AdminPlansService } from './plans/admin-plans.service';
import { planPaidInFullMail } from './plans/mails/plan-paid-in-full.mail';
import { planPaymentFailedMail } from './plans/mails/plan-payment-failed.mail';
import { planPausedMail } from './plans/mails/plan-paused.mail';
import { planReceiptMail } from './plans/mails/plan-receipt.mail';
import { MyPlansController } from './plans/my-plans.controller';
import { MyPlansService } from './plans/my-plans.service';
import { PlanCardsService } from './plans/plan-cards.service';
import { PlanCharges } from './plans/plan-charges';
import { PlanCycleService } from './plans/plan-cycle.service';
import { PlanMails } from './plans/plan-mails';
import { PlansPersonalData } from './plans/privacy/plans-personal-data';
import { MembershipsPersonalData } from './privacy/memberships-personal-data';
import { AdminMembersRepository } from './repositories/admin-members.repository';
import { BillingEventsRepository } from './repositories/billing-events.repository';
import { FiguresRepository } from './repositories/figures.repository';
import { MemberNewsRepository } from './repositories/member-news.repository';
import { MembershipInvoicesRepository } from './repositories/membership-invoices.repository';
import { MembershipSettingsRepository } from './repositories/membership-settings.repository';
import { MembershipsRepository } from './repositories/memberships.repository';
import { TiersRepository } from './repositories/tiers.repository';
import { AdminTiersController } from './tiers/admin-tiers.controller';
import { TiersController } from './tiers/tiers.controller';
import { TiersService } from './tiers/tiers.service';
import { MembershipConditions } from './audience/membership-conditions';

// Recurring revenue (docs/memberships.md): membership tiers (products of the 'membership' type),
// each account's membership billed by a provider (Stripe Billing, or the offline one with its own
// clock), renewals, failed payments and their grace period; what a membership opens (members-only
// posts, included courses, the paid newsletter) is read by other modules through MemberAccessService.
// The same billing charges payment plans' later instalments (plans/, docs/payment-plans.md): commerce
// keeps the plans, this module's cycle, card form, mails and owner's list bill them.
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MembershipTierEntity,
      MembershipEntity,
      MembershipInvoiceEntity,
      MembershipSettingsEntity,
    ]),
    CommerceModule,
    AuthModule,
    AlertsModule,
    SiteModule,
  ],
  controllers: [
    TiersController,
    MyMembershipController,
    AdminTiersController,
    AdminMembersController,
    AdminMembershipsController,
    MyPlansController,
    AdminPlansController,
  ],
  providers: [
    MembershipConditions,
    // what a membership opens, for other modules; the tier as a product type
    MemberAccessRepository,
    MemberAccessService,
    MembershipType,
    // the assistant's facts: a tier's prices (the products'), the tiers (its own)
    TierProductKnowledge,
    ...provideKnowledge(MembershipsKnowledge),
    // the tiers
    TiersRepository,
    TiersService,
    // billing: the provider, its clock, the events every change goes through, what the provider
    // tells (BillingNotices: Stripe's webhooks), the cycle
    {
      provide: BILLING_PROVIDER,
      inject: [APP_CONFIG, TiersRepository],
      useFactory: (config: AppConfig, tiers: TiersRepository) => {
        if (!config.stripeSecretKey) return new OfflineBillingProvider(config.sessionSecret!);
        if (!config.stripeWebhookSecret)
          new Logger('Memberships').warn('No STRIPE_WEBHOOK_SECRET: nobody can join a membership (PaymentsOpen).');
        return new StripeBillingProvider(createStripeClient(config), tiers);
      },
    },
    PaymentsOpen,
    MembershipSettingsRepository,
    BillingClock,
    BillingEventsRepository,
    MembershipsRepository,
    MembershipInvoicesRepository,
    MembershipTransitions,
    BillingEvents,
    InvoiceCharges,
    BillingNotices,
    BillingCycleService,
    BillingCycleCron,
    // the member's side
    MembershipViews,
    JoiningService,
    TestCardPaymentsService,
    MembershipChangesService,
    TierChangesService,
    // the owner's side
    AdminMembersRepository,
    AdminMembersService,
    FiguresRepository,
    MembershipFiguresService,
    MembershipSettingsService,
    // the mails
    MembershipMails,
    MemberNewsRepository,
    OwnerDigestService,
    OwnerDigestCron,
    provideMails(
      membershipWelcomeMail,
      membershipReceiptMail,
      membershipPaymentFailedMail,
      membershipEndedMail,
      membershipCancelledMail,
      membershipOwnerNewsMail,
      membershipOwnerDigestMail,
    ),
    // payment plans' billing: the cycle, the buyer's plans and card, the owner's list, the mails
    PlanCharges,
    PlanCycleService,
    MyPlansService,
    PlanCardsService,
    AdminPlansService,
    PlanMails,
    provideMails(planReceiptMail, planPaidInFullMail, planPaymentFailedMail, planPausedMail),
    // Download Account Data and Delete Account
    MembershipsPersonalData,
    PlansPersonalData,
    // `make run`'s demo tier
    DemoTierSeeder,
  ],
  exports: [MemberAccessService],
})
export class MembershipsModule implements OnModuleInit {
  constructor(
    private readonly types: ProductTypeRegistry,
    private readonly membership: MembershipType,
    private readonly webhooks: PaymentWebhookRegistry,
    private readonly notices: BillingNotices,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
    private readonly planClock: PlanClock,
    private readonly billingClock: BillingClock,
    private readonly planCustomers: PlanCustomers,
    private readonly memberships: MembershipsRepository,
  ) {}

  // the tier as a product type; the provider's webhook events (Stripe Billing's) handed over by
  // commerce's verified webhook route; the billing clock, which a plan's instalments fall due by
  onModuleInit(): void {
    this.types.register(this.membership);
    this.planClock.use((tx) => this.billingClock.now(tx));
    // a plan's buyer's customer at the billing provider: an earlier plan's or membership's, else made
    this.planCustomers.use(async ({ userId, email, name, known }) => {
      const member = known ? null : (await this.memberships.ofAccount(userId)).find((m) => m.providerCustomerId);
      return this.provider.customer({ userId, email, name, known: known ?? member?.providerCustomerId ?? null });
    });
    if (this.provider.webhookTypes.length)
      this.webhooks.register(this.provider.webhookTypes, (event) => this.notices.handle(event.payload));
  }
}
