import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  ALL_PRODUCTS,
  type Sequence,
  useDeleteSequenceMutation,
  useGetSequenceQuery,
  useListProductsQuery,
  useListSequencesQuery,
} from '../api';
import { DeleteButton } from '../parts/DeleteButton';
import { SequenceEditor } from './SequenceEditor';
import { STATUS_WORDS, triggerText } from './sequence-words';
import { StatusButton } from './StatusButton';

// null: a new one; undefined: none open
type Editing = number | null | undefined;

const count = (n: number) => n.toLocaleString('en-US');

// The sequences with their trigger, status and people (entered, in it now, completed, taken out by the
// sequence, left it by the link in its mails), the editor of a new one or of one chosen (read again,
// with each step's figures), and the deletion of one with everyone's place in it.
export function SequencesPanel() {
  const sequences = useListSequencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const products = useListProductsQuery(ALL_PRODUCTS).data ?? [];
  const productTitle = (id: number) => products.find((p) => p.id === id)?.title;
  const [editing, setEditing] = useState<Editing>(undefined);
  const [remove] = useDeleteSequenceMutation();
  return (
    <div className="automations-sequences">
      <div className="automations-admin__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          New sequence
        </Button>
      </div>
      {sequences.isError && !sequences.data && (
        <p role="alert">Failed to load the sequences. Please try again later.</p>
      )}
      <Table<Sequence>
        rowKey="id"
        dataSource={sequences.data}
        loading={sequences.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description="No sequences yet" /> }}
        columns={[
          { key: 'name', title: 'Sequence', dataIndex: 'name' },
          { key: 'trigger', title: 'Trigger', render: (_, s) => triggerText(s.trigger, productTitle) },
          {
            key: 'status',
            title: 'Status',
            render: (_, s) => <Tag color={STATUS_WORDS[s.status].color}>{STATUS_WORDS[s.status].label}</Tag>,
          },
          { key: 'entered', title: 'Entered', render: (_, s) => count(s.counts.entered) },
          { key: 'active', title: 'In it now', render: (_, s) => count(s.counts.active) },
          { key: 'completed', title: 'Completed', render: (_, s) => count(s.counts.completed) },
          { key: 'exited', title: 'Exited', render: (_, s) => count(s.counts.exited) },
          { key: 'left', title: 'Left the series', render: (_, s) => count(s.counts.left) },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, s) => (
              <Space>
                <Button size="small" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s.id)}>
                  Edit
                </Button>
                <StatusButton sequence={s} />
                <DeleteButton
                  kind="Sequence"
                  name={s.name}
                  description="Everyone in it leaves it; its figures go too."
                  remove={() => remove({ id: s.id }).unwrap()}
                  onDeleted={() => setEditing((open) => (open === s.id ? undefined : open))}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing === null && (
        <SequenceEditor key="new" sequence={null} onSaved={setEditing} onClose={() => setEditing(undefined)} />
      )}
      {typeof editing === 'number' && (
        <SavedSequence id={editing} onSaved={setEditing} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}

// a saved sequence's editor, once it is read with its steps' figures
function SavedSequence({ id, onSaved, onClose }: { id: number; onSaved: (id: number) => void; onClose: () => void }) {
  // read again each time it opens: its figures move on in the background (the minute's run, the outbox)
  const sequence = useGetSequenceQuery({ id }, { refetchOnMountOrArgChange: true });
  if (sequence.isError) return <p role="alert">Failed to load the sequence. Please try again later.</p>;
  if (!sequence.data) return <p className="automations-admin__muted">Loading the sequence…</p>;
  return <SequenceEditor key={id} sequence={sequence.data} onSaved={onSaved} onClose={onClose} />;
}
