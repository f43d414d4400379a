// The alerts' messages, word for word as the admin shows them.
export const AlertsErrors = {
  badAddress: 'Notification e-mail must be a valid e-mail address',
  notSent: 'Notification e-mail must be sent; null goes back to the default address',
  nobody: 'There is no address to send alerts to yet. Set a notification e-mail first.',
} as const;
