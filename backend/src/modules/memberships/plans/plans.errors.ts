// The messages of payment plans' billing, each a sentence a person can read.
export const PlanErrors = {
  notFound: 'This payment plan could not be found.',
  completed: 'This plan is paid in full: no card is charged for it any more.',
  cancelled: 'This plan was cancelled: nothing more is charged for it.',
  formNotFound: 'This card form could not be found. Please open Update card again from your payment plans.',
  stripe:
    'This plan has no card saved with Stripe, so its card cannot be updated here. Please contact us to update your card.',
  stripeForm: 'This server takes cards through Stripe: confirm the card with the form Update card opened.',
  statusFilter: (statuses: readonly string[]) => `status must be one of ${statuses.join(', ')}.`,
} as const;
