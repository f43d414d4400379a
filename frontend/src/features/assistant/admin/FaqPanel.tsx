import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { SideScroll } from '../../../components/SideScroll';
import { toast } from '../../../components/toast';
import { type FaqDto, useDeleteFaqMutation, useListFaqQuery } from './api';
import { FaqModal, type FaqModalTarget } from './FaqModal';

// The owner's FAQ, which the assistant answers from first: added, changed, deleted (asked once more).
export function FaqPanel() {
  const faq = useListFaqQuery();
  const [remove] = useDeleteFaqMutation();
  const [target, setTarget] = useState<FaqModalTarget | null>(null);
  const confirmDelete = async (entry: FaqDto) => {
    try {
      await remove({ id: entry.id }).unwrap();
      toast({ title: 'FAQ entry deleted', description: `“${entry.question}” is deleted.` });
    } catch (error) {
      toast({
        title: 'FAQ entry not deleted',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div>
      <div className="assistant-admin__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setTarget({})}>
          Add FAQ entry
        </Button>
      </div>
      {faq.isError && !faq.data && <p role="alert">Failed to load the FAQ. Please try again later.</p>}
      <SideScroll label="FAQ">
        <Table<FaqDto>
          aria-label="FAQ"
          rowKey="id"
          dataSource={faq.data}
          loading={faq.isLoading}
          pagination={false}
          locale={{ emptyText: <Empty description="No FAQ entries yet" /> }}
          columns={[
            { key: 'question', title: 'Question', dataIndex: 'question' },
            { key: 'answer', title: 'Answer', dataIndex: 'answer' },
            { key: 'link', title: 'Link', render: (_, e) => (e.link ? <a href={e.link}>{e.link}</a> : '–') },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, e) => (
                <Space>
                  <Button size="small" aria-label={`Edit “${e.question}”`} onClick={() => setTarget({ entry: e })}>
                    Edit
                  </Button>
                  <Popconfirm title={`Delete “${e.question}”?`} okText="Delete" onConfirm={() => confirmDelete(e)}>
                    <Button size="small" danger aria-label={`Delete “${e.question}”`}>
                      Delete
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </SideScroll>
      <FaqModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
