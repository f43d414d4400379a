import { defineMail, type QueuedMail } from '../../../../core/mail/define-mail';
import { mailTemplate } from '../../../../core/mail/mail-template';
import { ProductsService } from '../products.service';

export type LowStockPayload = { productId: number };
const TEMPLATE = mailTemplate(__dirname, 'low-stock');

// "Running low": to the owner (where the owner's alerts go) when a paid sale leaves a physical product's stock at
// its low-stock level, once until it is restocked above it (ProductStockRepository.markLow). Queued
// in the transaction that completes the order; retried after a crash mid-send (a second alert
// beats none). It tells the stock as it is when the mail goes (a product deleted since: nothing).
export const lowStockMail = defineMail({
  kind: 'low-stock',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: { products: ProductsService },
  async render(mail: QueuedMail<LowStockPayload>, { products, config }) {
    const product = await products.findById(Number(mail.payload.productId));
    if (!product) return null;
    const left = product.inventory;
    return {
      template: TEMPLATE,
      subject: left > 0 ? `Running low: ${left} left of ${product.title}` : `Sold out: ${product.title}`,
      context: {
        title: product.title,
        left,
        level: product.lowStockAlert,
        managerUrl: `${config.publicUrl}/product-manager`,
      },
    };
  },
});
