export const WebhookErrors = {
  endpointNotFound: 'This webhook endpoint does not exist (any more).',
  deliveryNotFound: 'This webhook delivery does not exist (any more).',
  notReplayable:
    'This delivery is being sent right now or is still waiting for its next try; replay it once it has ended.',
  disabled: 'This endpoint is switched off: switch it on to send to it.',
} as const;

export const WebhookUrlErrors = {
  notUrl: 'url must be a full web address, such as https://hooks.example.com/coach',
  scheme: 'url must start with https:// (http:// only for an endpoint that allows private addresses)',
  credentials: 'url must not hold a user name or password: the signature proves the sender',
} as const;
