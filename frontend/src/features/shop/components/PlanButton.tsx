import { ButtonLink } from '../../../components/ButtonLink';
import type { ProductDto } from '../api';
import { planCheckoutPath } from '../lib/product-display';
import { useProductStandings } from '../lib/product-standing';
import { isSoldOut } from '../lib/sold-out';

// "Pay in 3 instalments" beside the buy button: the checkout of this product alone in its plan,
// paid with the server's provider's form as any order (the offline test card form, or Stripe's,
// which saves the card for the later instalments). Only where the product can be bought at all:
// not one the customer owns, one not sold yet, or one sold out.
export function PlanButton({ product }: { product: ProductDto }) {
  const standing = useProductStandings().standing(product.id);
  if (!product.plan || standing || isSoldOut(product)) return null;
  return (
    <ButtonLink to={planCheckoutPath(product.id)} size="large">
      Pay in {product.plan.instalments} instalments
    </ButtonLink>
  );
}
