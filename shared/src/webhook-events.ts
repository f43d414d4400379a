// The events an outbound webhook endpoint may subscribe to (backend/src/modules/webhooks), with
// what the admin's checkboxes call them. `webhook.test` is not one: it is sent on request only.
export const WEBHOOK_EVENTS = [
  { value: 'order.paid', label: 'Order paid' },
  { value: 'order.refunded', label: 'Order refunded' },
  { value: 'order.shipped', label: 'Order shipped' },
  { value: 'subscriber.confirmed', label: 'Subscriber confirmed' },
  { value: 'subscriber.unsubscribed', label: 'Subscriber unsubscribed' },
  { value: 'enrolment.created', label: 'Enrolment created' },
  { value: 'course.completed', label: 'Course completed' },
  { value: 'booking.created', label: 'Booking made' },
  { value: 'booking.moved', label: 'Booking moved' },
  { value: 'booking.cancelled', label: 'Booking cancelled' },
  { value: 'membership.started', label: 'Membership started' },
  { value: 'membership.renewed', label: 'Membership renewed' },
  { value: 'membership.cancelled', label: 'Membership cancelled' },
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['value'];
export const WEBHOOK_EVENT_VALUES: WebhookEvent[] = WEBHOOK_EVENTS.map((e) => e.value);
// the event "Send test event" sends to one endpoint, whatever it subscribed to
export const WEBHOOK_TEST_EVENT = 'webhook.test';
