import type { Page } from '../../../core/paging/page';
import { pagedCsv } from '../../../core/text/csv';
import type { AdminMemberDto } from './dto/admin-members.dto';

const HEADER = [
  'name',
  'email',
  'tier',
  'status',
  'interval',
  'price',
  'started_at',
  'current_period_end',
  'cancel_at_period_end',
  'ended_at',
];

const fields = (m: AdminMemberDto): string[] => [
  m.member.name,
  m.member.email,
  m.tier.title,
  m.status,
  m.interval,
  m.price,
  m.startedAt ?? '',
  m.currentPeriodEnd ?? '',
  m.cancelAtPeriodEnd ? 'yes' : 'no',
  m.endedAt ?? '',
];

// The members list as CSV, read a page at a time (see pagedCsv).
export const membersCsv = (first: Page<AdminMemberDto>, next: (cursor: string) => Promise<Page<AdminMemberDto>>) =>
  pagedCsv(HEADER, fields, first, next);
