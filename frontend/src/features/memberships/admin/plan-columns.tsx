import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { dayText } from '../lib/membership-words';
import { PLAN_STATUS_COLOURS, PLAN_STATUS_WORDS } from '../plans/plan-words';
import type { AdminPlanDto } from './api';

// when the next payment is taken, and how much ('–' for a paused or ended plan)
const nextDue = (p: AdminPlanDto) => (p.nextDueAt ? `${dayText(p.nextDueAt)}: ${p.nextAmount}` : '–');

// The payment plans' table: who bought what, its status, what is paid and owed, and the next payment.
export const planColumns: TableColumnsType<AdminPlanDto> = [
  {
    key: 'buyer',
    title: 'Buyer',
    render: (_, p) =>
      p.customer ? (
        <>
          {p.customer.name}
          <br />
          <a href={`mailto:${p.customer.email}`}>{p.customer.email}</a>
        </>
      ) : (
        'Deleted account'
      ),
  },
  { key: 'product', title: 'Product', render: (_, p) => p.title },
  {
    key: 'status',
    title: 'Status',
    render: (_, p) => <Tag color={PLAN_STATUS_COLOURS[p.status]}>{PLAN_STATUS_WORDS[p.status]}</Tag>,
  },
  { key: 'paid', title: 'Paid', render: (_, p) => `${p.paid} of ${p.total}` },
  { key: 'outstanding', title: 'Outstanding', render: (_, p) => p.outstanding },
  { key: 'next', title: 'Next due', render: (_, p) => nextDue(p) },
];
