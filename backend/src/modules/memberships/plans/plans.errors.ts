// The messages of payment plans' billing, each a sentence a person can read.
export const PlanErrors = {
  notFound: 'This payment plan could not be found.',
  completed: 'This plan is paid in full: no card is charged for it any more.',
  cancelled: 'This plan was cancelled: nothing more is charged for it.',
  formNotFound: 'This card form could not be found. Please open Update card again from your payment plans.',
  stripe:
    'Payment plans take the offline test card only, and this server takes cards through Stripe. Please contact us to update your card.',
  statusFilter: (statuses: readonly string[]) => `status must be one of ${statuses.join(', ')}.`,
} as const;
