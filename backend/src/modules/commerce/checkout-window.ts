// A checkout holds its order (and the units of physical goods in it) this long; an order still unpaid
// then is cancelled after asking the payment provider. Reopening the same basket starts it afresh.
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

// An order the provider says is being paid (or paid for another amount, or could not be asked
// about) is looked at again this much later.
export const RECHECK_MS = 5 * 60 * 1000;

export const after = (now: Date, ms: number) => new Date(now.getTime() + ms);
