// A price in cents as the Bookings area writes it: '$150.00', or 'Free'.
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const priceText = (cents: number) => (cents === 0 ? 'Free' : DOLLARS.format(cents / 100));
