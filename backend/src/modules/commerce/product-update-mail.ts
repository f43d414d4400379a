import { listUnsubscribeHeaders, mailTemplate, type MailToRender } from '../../core/mail/mail-template';
import type { ProductEntity } from './entities/product.entity';
import { formatPrice } from './money';

const PRODUCT_UPDATE_TEMPLATE = mailTemplate(__dirname, 'mails/product-update');
const DESCRIPTION_CHARS = 400;

// The mail to the Product Updates list about a new product (mails/product-update.*.hbs): its title,
// first image, price and description, and a link to the shop; bulk mail, so a visible unsubscribe
// link and one-click unsubscribe headers (RFC 8058), as the daily blog e-mail has.
export function productUpdateMail(publicUrl: string, product: ProductEntity, unsubscribeToken: string): MailToRender {
  const unsubscribeUrl = `${publicUrl}/api/product-updates/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const image = product.imageUrls[0] ?? null;
  // the shop's own uploads are site paths; a mail needs the whole address
  const imageUrl = image?.startsWith('/') ? `${publicUrl}${image}` : image;
  const description =
    product.description.length > DESCRIPTION_CHARS
      ? `${product.description.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`
      : product.description;
  return {
    template: PRODUCT_UPDATE_TEMPLATE,
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
}
