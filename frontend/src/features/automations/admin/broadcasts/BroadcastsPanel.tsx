import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { type BroadcastDto, useListBroadcastsQuery } from '../api';
import { BroadcastEditor } from './BroadcastEditor';
import { BROADCAST_STATUS, deliveryText } from './broadcast-words';

const count = (n: number | null) => (n === null ? '–' : n.toLocaleString('en-US'));

// The broadcasts with their status and, once sent, their recipients, delivery, opens and clicks;
// the editor of a new one or of one chosen.
export function BroadcastsPanel() {
  const broadcasts = useListBroadcastsQuery();
  // null: a new one; undefined: none open
  const [editing, setEditing] = useState<BroadcastDto | null | undefined>(undefined);
  return (
    <div className="automations-broadcasts">
      <div className="automations-admin__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          New broadcast
        </Button>
      </div>
      {broadcasts.isError && !broadcasts.data && (
        <p role="alert">Failed to load the broadcasts. Please try again later.</p>
      )}
      <Table<BroadcastDto>
        rowKey="id"
        dataSource={broadcasts.data}
        loading={broadcasts.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description="No broadcasts yet" /> }}
        columns={[
          { key: 'subject', title: 'Subject', dataIndex: 'subject' },
          {
            key: 'status',
            title: 'Status',
            render: (_, b) => <Tag color={BROADCAST_STATUS[b.status].color}>{BROADCAST_STATUS[b.status].label}</Tag>,
          },
          { key: 'recipients', title: 'Recipients', render: (_, b) => count(b.recipients) },
          { key: 'delivery', title: 'Delivery', render: (_, b) => deliveryText(b) },
          { key: 'opened', title: 'Opened', render: (_, b) => count(b.opened) },
          { key: 'clicked', title: 'Clicked', render: (_, b) => count(b.clicked) },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, b) => (
              <Button size="small" aria-label={`Open ${b.subject}`} onClick={() => setEditing(b)}>
                Open
              </Button>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <BroadcastEditor key={editing?.id ?? 'new'} broadcast={editing} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
