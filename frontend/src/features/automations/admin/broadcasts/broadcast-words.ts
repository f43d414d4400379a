import type { BroadcastDto, BroadcastStatus } from '../api';

export const BROADCAST_STATUS: Record<BroadcastStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'orange' },
  sent: { label: 'Sent', color: 'green' },
};

// the outbox's counts of its mails in words: "120 sent, 1 failed"; none before it is sent
export function deliveryText(broadcast: Pick<BroadcastDto, 'delivery'>): string {
  const counts = Object.entries(broadcast.delivery ?? {}).filter(([, n]) => n > 0);
  return counts.length ? counts.map(([state, n]) => `${n.toLocaleString('en-US')} ${state}`).join(', ') : '–';
}

// may it still change? a broadcast's text is fixed once its mails are being written
export const isEditable = (status: BroadcastStatus) => status === 'draft' || status === 'scheduled';
