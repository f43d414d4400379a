import { Module, type OnModuleInit } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { CatalogueModule } from './catalogue/catalogue.module';
import { PhysicalStock } from './catalogue/physical-stock';
import { CheckoutModule } from './checkout/checkout.module';
import { CommerceSharedModule } from './commerce-shared.module';
import { CouponsModule } from './coupons/coupons.module';
import { DigitalDownloads } from './orders/digital-downloads';
import { OffersModule } from './offers/offers.module';
import { OrdersModule } from './orders/orders.module';
import { OrdersPersonalData } from './orders-personal-data';
import { ProductTypeRegistry } from './product-types/product-type-registry';
import { ReviewsModule } from './reviews/reviews.module';
import { ShippingModule } from './shipping/shipping.module';
import { PurchaseConditions } from './audience/purchase-conditions';
import { ProductsKnowledge } from './knowledge/products-knowledge';
import { ShopKnowledge } from './knowledge/shop-knowledge';

// The shop, in parts: a Nest module each, in its folder with its controllers, services,
// repositories, DTOs and mails. What several parts use stays at this folder's root: the entities,
// money.ts, commerce.errors.ts, commerce.events.ts, commerce.tables.ts, checkout-window.ts, the
// product types (product-types/, fulfilment/product-fulfilment.ts), the payment provider
// (payments/), OrdersRepository and the mails to a buyer or the owner (CommerceMails), the last
// three provided by CommerceSharedModule with the entities' repositories.
//
// A part uses only the root and the parts before it, so the graph has no cycle (no forwardRef):
//
//   shipping   the flat rate, saved addresses, shipments; the mails of an order to ship and shipped
//   catalogue  products, their files and stock (PhysicalStock), a basket's products, demo products;
//              uses shipping's order-to-ship mail (PhysicalStock sends it on a paid order)
//   coupons    the owner's codes and what one takes off a basket    uses catalogue
//   orders     settlement, the buyer's and the owner's orders, refunds, downloads (DigitalDownloads),
//              sales, what other modules read of orders              uses shipping, coupons
//   checkout   a basket made a pending order, its payment, the provider's webhooks, expiry
//                                                                    uses catalogue, coupons, shipping, orders, offers
//   reviews    buyers' reviews of a product                         uses catalogue
//   offers     the owner's order bumps and upsells of a product, the upsell's one-click charge
//                                                                    uses orders
//
// PARTS lists them in the order of their controllers before the split (products, payments,
// orders, shipping, coupons, reviews), then offers: Express matches routes in the order they were registered and
// the OpenAPI document lists them so, both module by module in the order the modules were added.
// app.module.ts imports CommerceModule.parts right after CommerceModule for that reason: a module
// only the parts import would be added after every module the app imports, and its routes with it.
const PARTS = [
  CatalogueModule,
  CheckoutModule,
  OrdersModule,
  ShippingModule,
  CouponsModule,
  ReviewsModule,
  OffersModule,
];

@Module({
  imports: [CommerceSharedModule, ...PARTS],
  // commerce's part of an account's personal data (orders, downloads) registers here, at the depth
  // of this module, so it keeps its place among the modules' parts (the export lists them, and the
  // deletion runs them, in the order they registered, which follows the modules' depth)
  // and the assistant's facts of the products and of the shop's rules
  providers: [PurchaseConditions, OrdersPersonalData, ...provideKnowledge(ProductsKnowledge, ShopKnowledge)],
  // what other modules use: ProductTypeRegistry and PaymentWebhookRegistry (shared), ProductsService
  // and ProductFactsService (catalogue), SalesService, RefundsService and OrderFactsService (orders);
  // Nest re-exports a module whole, index.ts names what may be used of it
  exports: [CommerceSharedModule, CatalogueModule, OrdersModule],
})
export class CommerceModule implements OnModuleInit {
  static readonly parts = PARTS;

  constructor(
    private readonly types: ProductTypeRegistry,
    private readonly physical: PhysicalStock,
    private readonly digital: DigitalDownloads,
  ) {}

  // commerce's own product types; the others register theirs from their modules
  onModuleInit(): void {
    this.types.register(this.physical);
    this.types.register(this.digital);
  }
}
