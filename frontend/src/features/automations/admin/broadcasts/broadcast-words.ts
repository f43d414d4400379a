import type { BroadcastDto, DeliveryDto } from '../api';

export const BROADCAST_STATUS: Record<BroadcastDto['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
};

// the outbox's states of a mail, in the order they are told
const DELIVERY_STATES: (keyof DeliveryDto)[] = ['sent', 'sending', 'pending', 'skipped', 'failed', 'unresolved'];

// the outbox's counts of its mails in words: "118 sent, 2 failed"; none before it is sent
export function deliveryText({ delivery }: Pick<BroadcastDto, 'delivery'>): string {
  const counts = DELIVERY_STATES.filter((state) => delivery[state] > 0);
  return counts.length ? counts.map((state) => `${delivery[state].toLocaleString('en-US')} ${state}`).join(', ') : '–';
}

// may it still change (or be deleted)? a broadcast is fixed once it is sent
export const isEditable = (status: BroadcastDto['status']) => status !== 'sent';
