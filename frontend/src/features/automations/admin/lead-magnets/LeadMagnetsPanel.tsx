import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  ALL_PRODUCTS,
  type LeadMagnetDto,
  useDeleteLeadMagnetMutation,
  useListLeadMagnetsQuery,
  useListProductsQuery,
} from '../api';
import { DeleteButton } from '../parts/DeleteButton';
import { LeadMagnetForm } from './LeadMagnetForm';

// The lead magnets (a free guide for a confirmed address) with their page, guide, tag and standing,
// the form of a new one or of one chosen, and the deletion of one (with its requests).
export function LeadMagnetsPanel() {
  const leadMagnets = useListLeadMagnetsQuery();
  const products = useListProductsQuery(ALL_PRODUCTS).data ?? [];
  // null: a new one; undefined: none open
  const [editing, setEditing] = useState<LeadMagnetDto | null | undefined>(undefined);
  const [remove] = useDeleteLeadMagnetMutation();
  return (
    <div className="automations-lead-magnets">
      <div className="automations-admin__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          New lead magnet
        </Button>
      </div>
      {leadMagnets.isError && !leadMagnets.data && (
        <p role="alert">Failed to load the lead magnets. Please try again later.</p>
      )}
      <Table<LeadMagnetDto>
        rowKey="id"
        dataSource={leadMagnets.data}
        loading={leadMagnets.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description="No lead magnets yet" /> }}
        columns={[
          { key: 'title', title: 'Title', dataIndex: 'title' },
          {
            key: 'page',
            title: 'Page',
            render: (_, m) => (
              <a href={`/free/${m.slug}`} target="_blank" rel="noreferrer">
                /free/{m.slug}
              </a>
            ),
          },
          { key: 'guide', title: 'Guide', render: (_, m) => products.find((p) => p.id === m.productId)?.title ?? '–' },
          { key: 'tag', title: 'Tag', render: (_, m) => (m.tag ? <Tag>{m.tag}</Tag> : '–') },
          {
            key: 'standing',
            title: 'Shown',
            render: (_, m) => (m.active ? (m.showOnPosts ? 'Active, under every post' : 'Active') : 'Inactive'),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, m) => (
              <Space>
                <Button size="small" aria-label={`Edit ${m.title}`} onClick={() => setEditing(m)}>
                  Edit
                </Button>
                <DeleteButton
                  kind="Lead magnet"
                  name={m.title}
                  description={`Its page /free/${m.slug} and the requests for it go too.`}
                  remove={() => remove({ id: m.id }).unwrap()}
                  onDeleted={() => setEditing((open) => (open?.id === m.id ? undefined : open))}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <LeadMagnetForm key={editing?.id ?? 'new'} leadMagnet={editing} onDone={() => setEditing(undefined)} />
      )}
    </div>
  );
}
