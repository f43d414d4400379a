import { defineMail, type QueuedMail } from '../../../../core/mail/define-mail';
import { listUnsubscribeHeaders, mailTemplate } from '../../../../core/mail/mail-template';
import { ProductUpdatesService } from '../../../auth';
import { formatPrice } from '../../money';
import { ProductAnnouncementsRepository } from '../repositories/product-announcements.repository';

export type ProductUpdatePayload = { userId: number; productId: number };
const TEMPLATE = mailTemplate(__dirname, 'product-update');
const DESCRIPTION_CHARS = 400;

// To the Product Updates list about a new product: its title, first image, price and description,
// and a link to the shop. One row per account on the list, queued in the transaction that saves
// the product, once per product. Bulk mail, so a visible unsubscribe link and one-click unsubscribe
// headers (RFC 8058), as the daily blog e-mail has; like it, a mail interrupted by a crash is not
// sent again (a duplicate to the whole list is worse than a miss).
export const productUpdateMail = defineMail({
  kind: 'product-update',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: { announcements: ProductAnnouncementsRepository, productUpdates: ProductUpdatesService },
  // null (skipped): the account left the list, moved to another address, lost its confirmation or
  // is gone, since the mail was queued
  async render(mail: QueuedMail<ProductUpdatePayload>, { announcements, productUpdates, config }) {
    const recipient = await productUpdates.recipient(Number(mail.payload.userId));
    if (!recipient || recipient.email !== mail.recipient) return null;
    const product = await announcements.find(Number(mail.payload.productId));
    if (!product) return null;
    const { publicUrl } = config;
    const unsubscribeUrl = `${publicUrl}/api/product-updates/unsubscribe?token=${encodeURIComponent(recipient.unsubscribeToken)}`;
    const image = product.imageUrls[0] ?? null;
    // the shop's own uploads are site paths; a mail needs the whole address
    const imageUrl = image?.startsWith('/') ? `${publicUrl}${image}` : image;
    const description =
      product.description.length > DESCRIPTION_CHARS
        ? `${product.description.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`
        : product.description;
    return {
      template: TEMPLATE,
      subject: `New: ${product.title}`,
      context: {
        title: product.title,
        price: formatPrice(product.priceCents),
        description,
        imageUrl,
        link: `${publicUrl}/products`,
      },
      footerNote: 'You receive this because you asked for product updates on your account page.',
      unsubscribeUrl,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    };
  },
});
