// Spec section 2, Checkout: ?amount={number}&products={comma-separated numeric ids}; or
// ?plan={product id}: that product alone in its monthly instalments (planCheckoutPath), whose
// amount, its first instalment, the checkout reads from the product.
export function readCheckoutParams(params: URLSearchParams): { amount: number; productIds: number[]; plan: boolean } {
  const plan = params.get('plan') ?? '';
  if (/^\d+$/.test(plan)) return { amount: NaN, productIds: [Number(plan)], plan: true };
  const amount = Number(params.get('amount') ?? '');
  const productIds = (params.get('products') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  return { amount, productIds, plan: false };
}

// Spec section 5: the amount must be above 0 (a missing or non-numeric one is not).
export const isPayableAmount = (amount: number) => Number.isFinite(amount) && amount > 0;

// Spec section 9: payment amounts in dollars with 2 decimals.
export const dollars = (amount: number) => `$${amount.toFixed(2)}`;

export const PAYMENT_SUCCESS = { title: 'Payment Successful!', description: 'Thank you for your purchase.' };
export const PAYMENT_FAILED = 'Payment Failed';
export const PAYMENT_ERROR = 'Payment Error';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
// where a paid checkout lands (spec section 4)
export const ORDERS_PATH = '/account?tab=orders';
// where a buyer in instalments finds the plan (features/memberships' account tab; the mails link there)
export const PLANS_PATH = '/account?tab=plans';
