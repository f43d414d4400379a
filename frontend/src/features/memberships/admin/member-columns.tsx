import type { TableColumnsType } from 'antd';
import { dayText, statusWords } from '../lib/membership-words';
import type { AdminMemberDto } from './api';

const day = (iso: string | null) => (iso ? dayText(iso) : '–');

// until when a member's access runs, or when it ended, in words
function periodWords(m: AdminMemberDto): string {
  if (m.status === 'cancelled') return `Ended ${day(m.endedAt)}`;
  if (m.cancelAtPeriodEnd) return `Ends ${day(m.currentPeriodEnd)}`;
  if (m.status === 'past_due') return `Payment failed ${day(m.pastDueSince)}`;
  return m.currentPeriodEnd ? `Renews ${day(m.currentPeriodEnd)}` : '–';
}

// The members' table: who, which tier, their status, price and the days that matter.
export const memberColumns: TableColumnsType<AdminMemberDto> = [
  {
    key: 'member',
    title: 'Member',
    render: (_, m) => (
      <>
        {m.member.name}
        <br />
        <a href={`mailto:${m.member.email}`}>{m.member.email}</a>
      </>
    ),
  },
  { key: 'tier', title: 'Tier', render: (_, m) => m.tier.title },
  { key: 'status', title: 'Status', render: (_, m) => statusWords(m) },
  { key: 'price', title: 'Price', render: (_, m) => `${m.price} a ${m.interval}` },
  { key: 'started', title: 'Member since', render: (_, m) => day(m.startedAt) },
  { key: 'period', title: 'Renewal', render: (_, m) => periodWords(m) },
];
