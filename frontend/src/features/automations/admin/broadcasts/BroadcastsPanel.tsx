import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { type BroadcastDto, useDeleteBroadcastMutation, useListBroadcastsQuery } from '../api';
import { DeleteButton } from '../parts/DeleteButton';
import { BroadcastEditor } from './BroadcastEditor';
import { BROADCAST_STATUS, deliveryText, isEditable } from './broadcast-words';

const count = (n: number | null) => (n === null ? '–' : n.toLocaleString('en-US'));

// The broadcasts with their segment, status and, once sent, their recipients, delivery, opens and
// clicks; the editor of a new one or of one chosen; the deletion of one not sent.
export function BroadcastsPanel() {
  // read again when the panel opens: delivery, opens and clicks move on in the background
  const broadcasts = useListBroadcastsQuery(undefined, { refetchOnMountOrArgChange: true });
  // null: a new one; undefined: none open
  const [editing, setEditing] = useState<BroadcastDto | null | undefined>(undefined);
  const [remove] = useDeleteBroadcastMutation();
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
          { key: 'segment', title: 'To', render: (_, b) => b.segmentName ?? 'Everyone' },
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
              <Space>
                <Button size="small" aria-label={`Open ${b.subject}`} onClick={() => setEditing(b)}>
                  Open
                </Button>
                {isEditable(b.status) && (
                  <DeleteButton
                    kind="Broadcast"
                    name={b.subject}
                    remove={() => remove({ id: b.id }).unwrap()}
                    onDeleted={() => setEditing((open) => (open?.id === b.id ? undefined : open))}
                  />
                )}
              </Space>
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
