// The checkout of one product (spec section 2, Checkout: ?amount={number}&products={ids}): the
// shop's Buy Now / Enroll Now and a course's own page send a buyer there alike.

// "$49.99" → 49.99, "$1,299" → 1299: the amount the checkout URL carries.
export const priceAmount = (price: string) => Number(price.replace(/[$,\s]/g, ''));

// Spec section 2: only the clicked product's id, and its price without the '$'.
export const checkoutPath = (product: { id: number; price: string }) =>
  `/checkout?amount=${priceAmount(product.price)}&products=${product.id}`;
