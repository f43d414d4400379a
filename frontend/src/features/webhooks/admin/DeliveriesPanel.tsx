import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { CursorPagination } from '../../../components/CursorPagination';
import { toast } from '../../../components/toast';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { formatOrderDate } from '../../shop/admin';
import { useListWebhookDeliveryPageQuery, useReplayWebhookDeliveryMutation, type WebhookDeliveryDto } from './api';

export const DELIVERIES_PAGE_SIZE = 20;
// how often the page is read again while one of its deliveries waits or is being sent
export const DELIVERIES_POLL_MS = 3000;

const inFlight = (d: WebhookDeliveryDto) => d.status === 'pending' || d.status === 'delivering';

const STATUS_COLOURS: Record<WebhookDeliveryDto['status'], string> = {
  pending: 'gold',
  delivering: 'blue',
  succeeded: 'green',
  failed: 'red',
};

const STATUS_LABELS: Record<WebhookDeliveryDto['status'], string> = {
  pending: 'Pending',
  delivering: 'Sending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

function columns(replay: (d: WebhookDeliveryDto) => void): TableColumnsType<WebhookDeliveryDto> {
  return [
    {
      title: 'Event',
      key: 'event',
      render: (_, d) => (
        <>
          <strong>{d.eventType}</strong>
          <div className="admin-webhooks__muted admin-webhooks__code">{d.eventId}</div>
        </>
      ),
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (at: string) => <time dateTime={at}>{formatOrderDate(at)}</time>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: WebhookDeliveryDto['status']) => (
        <Tag color={STATUS_COLOURS[status]}>{STATUS_LABELS[status]}</Tag>
      ),
    },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    {
      title: 'Response',
      key: 'response',
      render: (_, d) => (
        <>
          {d.lastStatusCode ?? '—'}
          {d.lastError && <div className="admin-webhooks__muted">{d.lastError}</div>}
        </>
      ),
    },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      render: (_, d) =>
        (d.status === 'succeeded' || d.status === 'failed') && (
          <Button size="small" aria-label={`Replay ${d.eventType} ${d.eventId}`} onClick={() => replay(d)}>
            Replay
          </Button>
        ),
    },
  ];
}

// An endpoint's deliveries, newest first, a page at a time: each event's status, its tries and the
// receiver's last answer; one that ended can be sent again (the same event id: the receiver may drop it).
// While one waits or is being sent (a test just queued, a replay) the page is read again every few
// seconds, so its outcome shows without reopening the panel.
export function DeliveriesPanel({ endpointId }: { endpointId: number }) {
  const pager = useCursorPages(String(endpointId));
  const [watching, setWatching] = useState(false);
  const page = useListWebhookDeliveryPageQuery(
    { endpointId, limit: DELIVERIES_PAGE_SIZE, cursor: pager.cursor },
    { pollingInterval: watching ? DELIVERIES_POLL_MS : 0 },
  );
  const waiting = (page.data?.items ?? []).some(inFlight);
  if (waiting !== watching) setWatching(waiting);
  const [replayDelivery] = useReplayWebhookDeliveryMutation();
  const replay = async (d: WebhookDeliveryDto) => {
    try {
      await replayDelivery({ id: d.id }).unwrap();
      toast({ title: 'Delivery Replayed', description: `${d.eventType} will be sent again shortly.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to replay the delivery. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  if (page.isError && !page.data) return <p role="alert">Failed to load the deliveries. Please try again later.</p>;
  return (
    <div className="admin-webhooks__deliveries">
      <Table<WebhookDeliveryDto>
        aria-label="Deliveries"
        rowKey="id"
        size="small"
        dataSource={page.currentData?.items ?? page.data?.items}
        loading={page.isFetching && !watching}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description="No deliveries yet" /> }}
        columns={columns(replay)}
      />
      <CursorPagination pager={pager} query={page} pageSize={DELIVERIES_PAGE_SIZE} noun="deliveries" />
    </div>
  );
}
