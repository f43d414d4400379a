import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../site';
import { useAllProductsQuery } from '../api';
import { Checkout } from '../components/Checkout';
import { SettingUp } from '../components/CheckoutLayout';
import { NotForSale } from '../components/NotForSale';
import { isPayableAmount, readCheckoutParams } from '../lib/checkout-params';
import { useProductStandings } from '../lib/product-standing';
import '../checkout.css';

// /checkout?amount=&products= (spec sections 2 and 4), or ?plan= (a product in instalments): what
// the basket's products ask first (their type's step: a consultation's time, held while paying),
// where to ship when a product needs it, then the payment intent and the payment.
export function CheckoutPage() {
  usePageTitle('Checkout');
  const [params] = useSearchParams();
  const { amount: asked, productIds, plan } = readCheckoutParams(params);
  const products = useAllProductsQuery();
  // in instalments: the product's plan, whose first instalment is the amount (none: not payable)
  const planned = plan ? (products.data?.find((p) => p.id === productIds[0])?.plan ?? null) : null;
  const amount = plan ? (planned ? planned.firstAmountCents / 100 : NaN) : asked;
  const { standing, isLoading } = useProductStandings();
  // a product the customer owns, or one not sold yet, is said so instead of a payment form
  const unsellable = products.data?.find((p) => productIds.includes(p.id) && standing(p.id));
  if (unsellable) return <NotForSale product={unsellable} standing={standing(unsellable.id)} />;
  if (!isPayableAmount(amount)) {
    // /checkout?products= of something owned says so; anything else goes back to the products
    return isLoading || products.isLoading ? <SettingUp /> : <Navigate to="/products" replace />;
  }
  return <Checkout amount={amount} productIds={productIds} plan={planned} standingsKnown={!isLoading} />;
}
