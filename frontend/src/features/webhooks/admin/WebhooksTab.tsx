import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import {
  useDeleteWebhookEndpointMutation,
  useListWebhookEndpointsQuery,
  useRollWebhookSecretMutation,
  useSendWebhookTestMutation,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
} from './api';
import { DeliveriesPanel } from './DeliveriesPanel';
import { NewWebhookModal } from './NewWebhookModal';
import { WebhookSecretModal } from './WebhookSecretModal';
import './webhooks-admin.css';

const NO_ENDPOINTS: WebhookEndpointDto[] = [];

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

// The admin's Webhooks tab: the endpoints the site's events are POSTed to, signed; "Add endpoint"
// shows the new one's secret once; each endpoint can be sent a test event, have its secret rolled,
// be deleted, and show its deliveries (with Replay).
export function WebhooksTab() {
  const headingId = useId();
  const { modal } = App.useApp();
  const endpoints = useListWebhookEndpointsQuery();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookEndpointWithSecretDto | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [sendTest] = useSendWebhookTestMutation();
  const [rollSecret] = useRollWebhookSecretMutation();
  const [remove] = useDeleteWebhookEndpointMutation();

  const test = async (e: WebhookEndpointDto) => {
    try {
      await sendTest({ id: e.id }).unwrap();
      setOpen(e.id);
      toast({ title: 'Test Event Queued', description: `A webhook.test event is on its way to ${e.url}.` });
    } catch (error) {
      failed(error, 'Failed to send the test event. Please try again.');
    }
  };
  const roll = (e: WebhookEndpointDto) =>
    modal.confirm({
      title: `Roll the secret of ${e.url}?`,
      content: 'Deliveries are signed with the new secret from now on: the receiver must have it to check them.',
      okText: 'Roll secret',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          setSecret(await rollSecret({ id: e.id }).unwrap());
        } catch (error) {
          failed(error, 'Failed to roll the secret. Please try again.');
        }
      },
    });
  const confirmDelete = (e: WebhookEndpointDto) =>
    modal.confirm({
      title: `Delete ${e.url}?`,
      content: 'It gets no more events, and its delivery log is deleted with it.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove({ id: e.id }).unwrap();
          toast({ title: 'Endpoint Deleted', description: `${e.url} gets no more events.` });
        } catch (error) {
          failed(error, 'Failed to delete the endpoint. Please try again.');
        }
      },
    });

  const columns: TableColumnsType<WebhookEndpointDto> = [
    {
      title: 'Endpoint',
      key: 'url',
      render: (_, e) => (
        <>
          <span className="admin-webhooks__code">{e.url}</span>
          {e.description && <div className="admin-webhooks__muted">{e.description}</div>}
        </>
      ),
    },
    { title: 'Events', dataIndex: 'events', key: 'events', render: (events: string[]) => events.join(', ') },
    {
      title: 'Status',
      key: 'status',
      render: (_, e) => (
        <Space size={4} wrap>
          {e.enabled ? <Tag color="green">Enabled</Tag> : <Tag>Off</Tag>}
          {e.allowPrivate && <Tag color="orange">Private addresses allowed</Tag>}
        </Space>
      ),
    },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      render: (_, e) => (
        <Space size={4} wrap>
          <Button size="small" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
            Deliveries
          </Button>
          <Button size="small" disabled={!e.enabled} onClick={() => test(e)}>
            Send test
          </Button>
          <Button size="small" onClick={() => roll(e)}>
            Roll secret
          </Button>
          <Button size="small" danger aria-label={`Delete ${e.url}`} onClick={() => confirmDelete(e)}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="admin-webhooks" aria-labelledby={headingId}>
      <div className="admin-webhooks__head">
        <h2 id={headingId} className="admin-webhooks__title">
          Webhooks
        </h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add endpoint
        </Button>
      </div>
      <p className="admin-webhooks__lead">
        The site POSTs its events (orders, subscribers, enrolments, bookings, memberships) to these addresses, signed
        with each endpoint’s secret, and retries a failed delivery for a day.
      </p>
      {endpoints.isError ? (
        <p role="alert">Failed to load the webhook endpoints. Please try again later.</p>
      ) : (
        <Table<WebhookEndpointDto>
          aria-label="Webhook endpoints"
          columns={columns}
          dataSource={endpoints.data ?? NO_ENDPOINTS}
          rowKey="id"
          loading={endpoints.isFetching}
          pagination={false}
          scroll={{ x: true }}
          expandable={{
            expandedRowKeys: open === null ? [] : [open],
            expandedRowRender: (e) => <DeliveriesPanel endpointId={e.id} />,
            showExpandColumn: false,
          }}
          locale={{ emptyText: <Empty description="No webhook endpoints yet" /> }}
        />
      )}
      <NewWebhookModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created);
        }}
      />
      <WebhookSecretModal shown={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
