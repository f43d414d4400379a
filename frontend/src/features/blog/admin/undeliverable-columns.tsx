import type { TableColumnsType } from 'antd';
import { Button } from 'antd';
import type { MailSuppressionDto } from './api';
import { whyStopped } from './undeliverable';

// The undeliverable addresses' columns: the address, why and since when, and Lift.
export function undeliverableColumns(onLift: (s: MailSuppressionDto) => void): TableColumnsType<MailSuppressionDto> {
  return [
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Why', key: 'why', render: (_: unknown, s: MailSuppressionDto) => whyStopped(s) },
    { title: 'Soft bounces', dataIndex: 'softBounces', key: 'softBounces', align: 'right' },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_: unknown, s: MailSuppressionDto) => (
        <Button size="small" aria-label={`Lift ${s.email}`} onClick={() => onLift(s)}>
          Lift
        </Button>
      ),
    },
  ];
}
