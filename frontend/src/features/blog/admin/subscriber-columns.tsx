import { DeleteOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Button, Tag } from 'antd';
import type { ReactElement } from 'react';
import { DETAIL_DATE_FORMAT, formatDate } from '../lib/post-dates';
import type { SubscriberDto, SubscriberStatus } from './api';
import { UndeliverableTag } from './undeliverable';

// the spec's Active or Inactive badge; an address waiting for its confirmation click says so
const BADGES: Record<SubscriberStatus, ReactElement> = {
  active: <Tag color="green">Active</Tag>,
  pending: <Tag color="gold">Awaiting confirmation</Tag>,
  inactive: <Tag>Inactive</Tag>,
};

// The Subscribers table's columns: the address, when it subscribed, its badge (and, when mail no
// longer reaches it, why) and Remove.
export function subscriberColumns(onRemove: (s: SubscriberDto) => void): TableColumnsType<SubscriberDto> {
  return [
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Subscribed',
      dataIndex: 'subscribedAt',
      key: 'subscribedAt',
      render: (date: string) => <time dateTime={date}>{formatDate(date, DETAIL_DATE_FORMAT)}</time>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: SubscriberStatus, s: SubscriberDto) => (
        <>
          {BADGES[status]}
          {s.undeliverable && <UndeliverableTag undeliverable={s.undeliverable} />}
        </>
      ),
    },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_: unknown, s: SubscriberDto) => (
        <Button
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Remove ${s.email}`}
          onClick={() => onRemove(s)}
        >
          Remove
        </Button>
      ),
    },
  ];
}
