// Money is integer cents inside; the API shows prices the spec's way: "$49", "$49.99".
export function formatPrice(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

// "$49", "49.99", "$1,299.00" → cents; null when it is not a price.
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const dollarsToCents = (amount: number) => Math.round(amount * 100);

// the one currency of the shop (Stripe's lower-case code)
export const CURRENCY = 'usd';
