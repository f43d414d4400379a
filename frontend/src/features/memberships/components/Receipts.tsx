import { Card, Empty, Table } from 'antd';
import type { MembershipReceiptDto } from '../api';
import { dayText, RECEIPT_KINDS } from '../lib/membership-words';

const COLUMNS = [
  { key: 'date', title: 'Date', render: (r: MembershipReceiptDto) => dayText(r.date) },
  { key: 'amount', title: 'Amount', render: (r: MembershipReceiptDto) => r.amount },
  {
    key: 'for',
    title: 'For',
    render: (r: MembershipReceiptDto) =>
      `${RECEIPT_KINDS[r.kind]}: ${dayText(r.period.start)} to ${dayText(r.period.end)}`,
  },
];

// Every payment of the account's memberships, the newest first.
export function Receipts({ receipts }: { receipts: MembershipReceiptDto[] }) {
  return (
    <Card title={<h2 className="membership-tab__tier">Receipts</h2>}>
      <Table<MembershipReceiptDto>
        columns={COLUMNS}
        dataSource={receipts}
        rowKey="id"
        pagination={false}
        size="small"
        // antd writes a bare emptyText in its disabled grey (1.64:1); Empty's is the muted text
        locale={{ emptyText: <Empty description="No payments yet." /> }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
