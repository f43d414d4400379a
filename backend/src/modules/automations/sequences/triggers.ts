import { BadRequestException } from '@nestjs/common';
import { AutomationErrors } from '../automations.errors';
import { normaliseTag } from '../people/tags';

// What starts a sequence for a person (docs/automations.md): the event, and the product or the
// tag it is about where it needs one.
export const TRIGGER_TYPES = [
  'subscribed',
  'bought',
  'enrolled',
  'completed-course',
  'booked',
  'membership-started',
  'membership-cancelled',
  'checkout-abandoned',
  'tag-added',
  'lead-magnet',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

const WITH_PRODUCT: readonly TriggerType[] = ['bought', 'enrolled', 'completed-course'];

export interface Trigger {
  type: TriggerType;
  productId: number | null;
  tag: string | null;
}

// a checkout left unpaid this long is abandoned
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

// The triggers that enter a person again, once their earlier place has finished: each abandoned
// checkout is one (a customer who paid, or was reminded, may leave a later basket). The others
// enter a person once per sequence, ever.
export const enteredAgain = (type: TriggerType) => type === 'checkout-abandoned';

export function checkTrigger(raw: unknown): Trigger {
  const fields = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const type = fields.type as TriggerType;
  if (!TRIGGER_TYPES.includes(type)) throw new BadRequestException(AutomationErrors.triggerType(TRIGGER_TYPES));
  if (WITH_PRODUCT.includes(type)) {
    const id = fields.productId;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw new BadRequestException(AutomationErrors.triggerProduct(type));
    return { type, productId: id, tag: null };
  }
  if (type === 'tag-added') {
    const tag = normaliseTag(fields.tag);
    if (!tag) throw new BadRequestException(AutomationErrors.triggerTag);
    return { type, productId: null, tag };
  }
  // booked: optionally one kind of session
  const productId = type === 'booked' && typeof fields.productId === 'number' ? fields.productId : null;
  return { type, productId, tag: null };
}
