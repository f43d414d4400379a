export const CommerceErrors = {
  productNotFound: 'This product no longer exists.',
  productsUnavailable: 'Some of these products are no longer available. Please go back to the products and try again.',
  outOfStock: (title: string) => `"${title}" is out of stock.`,
  amountMismatch: 'The amount does not match the current prices. Please go back to the products and try again.',
  paymentStartFailed: 'The payment could not be started. Please try again in a moment.',
  orderNotFound: 'Order not found.',
  noFile: 'Please choose a file to upload.',
  badDigitalType: 'Only PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB files can be uploaded.',
  badSignature: 'The webhook signature is not valid.',
  webhooksOff: 'Stripe webhooks are not configured on this server.',
  linkExpired: 'This download link has expired. Open Downloads in your account for a fresh one.',
  notYourDownload: 'This download belongs to another account.',
} as const;
