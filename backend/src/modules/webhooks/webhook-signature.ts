import { createHmac } from 'node:crypto';

// Stripe's scheme: the HMAC-SHA256 of "<unix seconds>.<body>" under the endpoint's secret, sent with
// the time so a receiver can refuse an old delivery replayed by someone else.
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
