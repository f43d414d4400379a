// What other modules may use of the shop; everything else is private to it.
export { CommerceModule } from './commerce.module';
export { ProductsService } from './products.service';
export { formatPrice } from './money';
