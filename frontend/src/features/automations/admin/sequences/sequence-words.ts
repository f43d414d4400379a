import type {
  SavedTrigger,
  SequenceStatus,
  SequenceStep,
  SequenceStepType,
  SequenceTrigger,
  SequenceTriggerType,
} from '../api';

// The triggers as the editor names them (docs/automations.md), each with what a new one starts as.
export const TRIGGER_TYPES: { value: SequenceTriggerType; label: string; blank: SequenceTrigger }[] = [
  { value: 'subscribed', label: 'Subscribed to the daily e-mail', blank: { type: 'subscribed' } },
  { value: 'bought', label: 'Bought a product', blank: { type: 'bought', productId: 0 } },
  { value: 'enrolled', label: 'Enrolled in a course', blank: { type: 'enrolled', productId: 0 } },
  { value: 'completed-course', label: 'Completed a course', blank: { type: 'completed-course', productId: 0 } },
  { value: 'booked', label: 'Booked a session', blank: { type: 'booked', productId: null } },
  { value: 'membership-started', label: 'Became a member', blank: { type: 'membership-started' } },
  { value: 'membership-cancelled', label: 'Membership cancelled', blank: { type: 'membership-cancelled' } },
  { value: 'checkout-abandoned', label: 'Left a checkout unpaid for an hour', blank: { type: 'checkout-abandoned' } },
  { value: 'tag-added', label: 'Was given a tag', blank: { type: 'tag-added', tag: '' } },
  { value: 'lead-magnet', label: 'Took a lead magnet that names this sequence', blank: { type: 'lead-magnet' } },
];

export const STEP_TYPES: { value: SequenceStepType; label: string; blank: SequenceStep }[] = [
  { value: 'wait', label: 'Wait', blank: { type: 'wait', amount: 1, unit: 'days' } },
  { value: 'email', label: 'Send an e-mail', blank: { type: 'email', subject: '', body: '' } },
  { value: 'add-tag', label: 'Add a tag', blank: { type: 'add-tag', tag: '' } },
  { value: 'remove-tag', label: 'Remove a tag', blank: { type: 'remove-tag', tag: '' } },
  { value: 'exit-if-bought', label: 'Exit if they bought', blank: { type: 'exit-if-bought', productId: 0 } },
];

export const STATUS_WORDS: Record<SequenceStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  active: { label: 'Active', color: 'green' },
  paused: { label: 'Paused', color: 'orange' },
};

export const stepLabel = (type: SequenceStepType) => STEP_TYPES.find((s) => s.value === type)!.label;

export const blankStep = (type: SequenceStepType): SequenceStep => ({
  ...STEP_TYPES.find((s) => s.value === type)!.blank,
});
export const blankTrigger = (type: SequenceTriggerType): SequenceTrigger => ({
  ...TRIGGER_TYPES.find((t) => t.value === type)!.blank,
});

// the triggers about a product (a booking's is optional)
const WITH_PRODUCT: SequenceTriggerType[] = ['bought', 'enrolled', 'completed-course'];

// a trigger as the API answers it (both fields, null where its type takes none) as the editor
// holds it
export function triggerOf({ type, productId, tag }: SavedTrigger): SequenceTrigger {
  if (type === 'bought' || type === 'enrolled' || type === 'completed-course')
    return { type, productId: productId ?? 0 };
  if (type === 'booked') return { type, productId };
  if (type === 'tag-added') return { type, tag: tag ?? '' };
  return { type };
}

// the trigger in words, its product by title or its tag named: "Bought a product: The Workbook"
export function triggerText(trigger: SavedTrigger, productTitle: (id: number) => string | undefined): string {
  const label = TRIGGER_TYPES.find((t) => t.value === trigger.type)?.label ?? trigger.type;
  const { productId, tag } = trigger;
  if (productId !== null && (WITH_PRODUCT.includes(trigger.type) || trigger.type === 'booked'))
    return `${label}: ${productTitle(productId) ?? `product ${productId}`}`;
  if (trigger.type === 'tag-added' && tag) return `${label}: ${tag}`;
  return label;
}

// Is a step whole (the server would take it)?
export function stepComplete(step: SequenceStep): boolean {
  switch (step.type) {
    case 'wait':
      return step.amount >= 1 && step.amount <= 365;
    case 'email':
      return step.subject.trim() !== '' && step.body !== '';
    case 'add-tag':
    case 'remove-tag':
      return step.tag.trim() !== '';
    case 'exit-if-bought':
      return step.productId > 0;
  }
}

export function triggerComplete(trigger: SequenceTrigger): boolean {
  if (trigger.type === 'bought' || trigger.type === 'enrolled' || trigger.type === 'completed-course')
    return trigger.productId > 0;
  if (trigger.type === 'tag-added') return trigger.tag.trim() !== '';
  return true;
}
