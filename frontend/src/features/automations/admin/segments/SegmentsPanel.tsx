import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { type Segment, useDeleteSegmentMutation, useListSegmentsQuery } from '../api';
import { DeleteButton } from '../parts/DeleteButton';
import { SegmentBuilder } from './SegmentBuilder';

// null: a new one; undefined: none open
type Editing = Segment | null | undefined;

// The saved segments with their people now, and the builder of a new one or of one chosen; a
// segment a sequence or a scheduled broadcast uses is refused deletion by the server (its sentence
// is shown).
export function SegmentsPanel() {
  const segments = useListSegmentsQuery();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [remove] = useDeleteSegmentMutation();
  return (
    <div className="automations-segments">
      <div className="automations-admin__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          New segment
        </Button>
      </div>
      {segments.isError && !segments.data && <p role="alert">Failed to load the segments. Please try again later.</p>}
      <Table<Segment>
        rowKey="id"
        dataSource={segments.data}
        loading={segments.isLoading}
        pagination={false}
        locale={{ emptyText: <Empty description="No segments yet" /> }}
        columns={[
          { key: 'name', title: 'Segment', dataIndex: 'name' },
          { key: 'people', title: 'People', render: (_, s) => s.people.toLocaleString('en-US') },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, s) => (
              <Space>
                <Button size="small" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
                  Edit
                </Button>
                <DeleteButton kind="Segment" name={s.name} remove={() => remove({ id: s.id }).unwrap()} />
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <SegmentBuilder key={editing?.id ?? 'new'} segment={editing} onDone={() => setEditing(undefined)} />
      )}
    </div>
  );
}
