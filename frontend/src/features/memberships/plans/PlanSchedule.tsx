import { Table } from 'antd';
import type { PlanDto, PlanInstalmentDto } from './api';
import { instalmentWords } from './plan-words';

// A plan's instalments, the first first: each one's amount and whether it is paid, due or failed.
export function PlanSchedule({ plan }: { plan: PlanDto }) {
  const columns = [
    { key: 'number', title: 'Payment', render: (i: PlanInstalmentDto) => `${i.number} of ${plan.instalments}` },
    { key: 'amount', title: 'Amount', render: (i: PlanInstalmentDto) => i.amount },
    { key: 'status', title: 'Status', render: (i: PlanInstalmentDto) => instalmentWords(i) },
  ];
  return (
    <Table<PlanInstalmentDto>
      aria-label={`Payments of ${plan.title}`}
      columns={columns}
      dataSource={plan.schedule}
      rowKey="number"
      pagination={false}
      size="small"
      scroll={{ x: true }}
    />
  );
}
