import { Button } from '../../../components/button/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import type { ProductDto } from '../api';
import { actionLabel, checkoutPath, isSoldOut } from '../lib/product-display';

// Buy Now / Enroll Now / Book Session (spec section 2): the checkout for this product alone, with
// its price as the amount; no call of its own (the checkout signs the visitor in when needed). A
// link that looks like a button: on a page the server rendered it works before the SPA has
// hydrated (a click on a plain button would be lost until then). A physical product with no stock
// left shows "Sold out" instead: it cannot be put in a checkout (the server refuses it too).
export function BuyButton({ product, block = false }: { product: ProductDto; block?: boolean }) {
  if (isSoldOut(product)) {
    return (
      <Button size="large" block={block} disabled>
        Sold out
      </Button>
    );
  }
  return (
    <ButtonLink to={checkoutPath(product)} type="primary" size="large" block={block}>
      {actionLabel(product.type)}
    </ButtonLink>
  );
}
