// What other modules may use of the shop; everything else is private to it.
export { CommerceModule } from './commerce.module';
export { ProductsService } from './products.service';
export { ProductFactsService } from './product-facts.service';
export { OrderFactsService } from './order-facts.service';
export type { ItemFacts } from './repositories/order-facts.repository';
export { FALLBACK_PRODUCT_IMAGE, toProductDto } from './dto/product.dto';
export { offerPrice, toProductOffer } from './dto/product-offer';
export { formatPrice } from './money';
export { OrderDto } from './dto/order.dto';
export { ProductTypeRegistry } from './product-types/product-type-registry';
export type { FulfilmentStep, OrderLine, ProductFulfilment, Shortage } from './fulfilment/product-fulfilment';
export type {
  AssistantEntry,
  AssistantFacts,
  ProductFigureField,
  ProductTypeDefinition,
} from './product-types/product-type';
export { SalesService, type SalesSummary } from './sales.service';
export type { DaySales } from './repositories/sales.repository';
export { RefundsService, type PendingRefund, type RefundOutcome } from './refunds.service';
export { after, CHECKOUT_TTL_MS, RECHECK_MS } from './checkout-window';
export { addDemoProduct, shopHoldsOnlyDemo, type DemoProduct } from './demo/demo-product';
