// The test card form's fields, as typed.
export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const digits = (value: string) => value.replace(/\D/g, '');

export const CARD_NUMBER_INVALID = 'Please enter the 16 digits of the test card';
export const EXPIRY_INVALID = 'Please enter the expiry as MM / YY';
export const EXPIRY_PAST = 'This card has expired: please enter an expiry date in the future';
export const CVC_INVALID = 'Please enter the 3 or 4 digit CVC';

// "4242424242424242" → "4242 4242 4242 4242" as it is typed
export const groupCardNumber = (value: string) =>
  digits(value ?? '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const rule = (check: (value: string | undefined) => string | null) => ({
  validator: (_rule: unknown, value: string | undefined) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

const EXPIRY = /^(0?[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/;

// The test card form's rules (the offline provider's): the 16 digits; MM / YY (or MM / YYYY) and
// not past (a card works to the end of its expiry month); a CVC of 3 or 4 digits when one is given.
export const CARD_RULES = {
  cardNumber: rule((value) => (digits(value ?? '').length === 16 ? null : CARD_NUMBER_INVALID)),
  expiry: rule((value) => {
    if (!value?.trim()) return null;
    const match = EXPIRY.exec(value.trim());
    if (!match) return EXPIRY_INVALID;
    const month = Number(match[1]);
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const now = new Date();
    const past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return past ? EXPIRY_PAST : null;
  }),
  cvc: rule((value) => (!value?.trim() || /^\d{3,4}$/.test(value.trim()) ? null : CVC_INVALID)),
};
