import { ButtonLink } from '../../../components/ButtonLink';
import { type ProductDto, useGetPaymentConfigQuery } from '../api';
import { planCheckoutPath } from '../lib/product-display';
import { useProductStandings } from '../lib/product-standing';
import { isSoldOut } from '../lib/sold-out';

// "Pay in 3 instalments" beside the buy button: the checkout of this product alone in its plan.
// Only the offline provider keeps the card for the later instalments (with Stripe the server
// refuses a plan), and only where the product can be bought at all.
export function PlanButton({ product }: { product: ProductDto }) {
  // asked only for a product that has a plan
  const config = useGetPaymentConfigQuery(undefined, { skip: !product.plan });
  const standing = useProductStandings().standing(product.id);
  if (!product.plan || config.data?.provider !== 'offline' || standing || isSoldOut(product)) return null;
  return (
    <ButtonLink to={planCheckoutPath(product.id)} size="large">
      Pay in {product.plan.instalments} instalments
    </ButtonLink>
  );
}
