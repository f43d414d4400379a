export const CommerceErrors = {
  productNotFound: 'This product no longer exists.',
  productSold:
    'This product is in an order or a checkout, so it cannot be deleted. Archive it instead: it leaves the shop.',
  productsUnavailable: 'Some of these products are no longer available. Please go back to the products and try again.',
  soldOut: (title: string) => `Sorry, "${title}" is sold out.`,
  onlyLeft: (left: number, title: string) => `Sorry, only ${left} left of "${title}".`,
  amountMismatch: 'The amount does not match the current prices. Please go back to the products and try again.',
  paymentStartFailed: 'The payment could not be started. Please try again in a moment.',
  orderNotFound: 'Order not found.',
  receiptNotYet: 'The receipt is sent once the order is paid.',
  paymentNotFound: 'This payment could not be found. Please start the checkout again.',
  notYourPayment: 'This payment belongs to another account.',
  checkoutExpired: 'This checkout has expired. Please go back to the products and start again.',
  noFile: 'Please choose a file to upload.',
  badDigitalType: 'Only PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB files can be uploaded.',
  digitalContentMismatch: (name: string, ext: string) =>
    `"${name}" is not really a .${ext} file: its content is something else. Please upload a real .${ext} file.`,
  badSignature: 'The webhook signature is not valid.',
  webhooksOff: 'Stripe webhooks are not configured on this server.',
  linkExpired: 'This download link has expired. Open Downloads in your account for a fresh one.',
  linkInvalid:
    'This download link is not valid: it was changed or cut off. Open Downloads in your account for a fresh one.',
  notYourDownload: 'This download belongs to another account.',
} as const;
