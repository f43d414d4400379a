// What other modules may use of the shop; everything else is private to it.
export { CommerceModule } from './commerce.module';
export { ProductsService } from './catalogue/products.service';
export { ProductFactsService } from './catalogue/product-facts.service';
export { OrderFactsService } from './orders/order-facts.service';
export type { ItemFacts } from './orders/repositories/order-facts.repository';
export { FALLBACK_PRODUCT_IMAGE, toProductDto } from './catalogue/dto/product.dto';
export { offerPrice, toProductOffer } from './catalogue/dto/product-offer';
export { CURRENCY, formatPrice, parsePrice } from './money';
export { PRICE_PATTERN } from './catalogue/dto/save-product.dto';
export { OrderDto } from './orders/dto/order.dto';
export { ProductTypeRegistry } from './product-types/product-type-registry';
// the Stripe SDK as the shop configures it, and the webhook's events other modules handle
export { createStripeClient } from './payments/stripe.provider';
export {
  PaymentWebhookRegistry,
  type HandedWebhookEvent,
  type PaymentWebhookHandler,
} from './payments/payment-webhook-registry';
export type { FulfilmentStep, OrderLine, ProductFulfilment, Shortage } from './fulfilment/product-fulfilment';
export type { ProductFigureField, ProductTypeDefinition, ProductTypeKnowledge } from './product-types/product-type';
export { SalesService, type SalesSummary } from './orders/sales.service';
export type { DaySales, OfferFigures } from './orders/repositories/sales.repository';
export { RefundsService, type PendingRefund, type RefundOutcome } from './orders/refunds.service';
export { after, CHECKOUT_TTL_MS, RECHECK_MS } from './checkout-window';
export { addDemoProduct, shopHoldsOnlyDemo, type DemoProduct } from './catalogue/demo/demo-product';
// payment plans: commerce keeps them (checkout starts one, a refund cancels it); memberships' billing
// charges their later instalments
export { PaymentPlansRepository, type InstalmentPaid, type PlanCard } from './plans/payment-plans.repository';
export { PlanClock } from './plans/plan-clock';
export { PlanCustomers, type PlanBuyer } from './plans/plan-customers';
export { PlanOffers } from './plans/plan-offers';
export { ProductPlanDto } from './plans/dto/product-plan.dto';
export { OFFLINE_SAVED_CARDS, OFFLINE_TEST_CARDS } from './payments/offline.provider';
export type { SavedCard } from './payments/payment-provider';
export type { PaymentPlanEntity, PlanStatus } from './entities/payment-plan.entity';
export type { PlanInstalmentEntity } from './entities/plan-instalment.entity';
