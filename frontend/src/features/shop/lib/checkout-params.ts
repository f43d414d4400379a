// Spec section 2, Checkout: ?amount={number}&products={comma-separated numeric ids}.
export function readCheckoutParams(params: URLSearchParams): { amount: number; productIds: number[] } {
  const amount = Number(params.get('amount') ?? '');
  const productIds = (params.get('products') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  return { amount, productIds };
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
