// What the product form sends for a blank optional field (null, so an edit clears it), and the low
// stock alert a product starts with (spec section 5). Apart from product-form.ts: the shop's own
// product types use them, and they come with the app's entry.
export const blankToNull = (value: string) => value.trim() || null;
export const DEFAULT_LOW_STOCK_ALERT = 5;
