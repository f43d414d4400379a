import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { listState } from '../../../api/list-state';
import { useListDownloadsQuery } from '../api';
import { formatOrderDate } from '../lib/order-format';
import { useHasPendingOrders } from '../use-orders';
import '../shop-account.css';

// Links are signed for 15 minutes: read them again well before they expire.
export const DOWNLOADS_REFRESH_MS = 10 * 60_000;
export const DOWNLOADS_LOAD_FAILED = 'Failed to load your downloads. Please try again later.';

// The account's Downloads tab: the files of the user's paid digital products.
export function DownloadsTabContent() {
  const query = useListDownloadsQuery(undefined, {
    pollingInterval: DOWNLOADS_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });

  // an order that was pending has been paid (the orders list polls): its files are ready now
  const { refetch } = query;
  const pending = useHasPendingOrders();
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) void refetch();
    wasPending.current = pending;
  }, [pending, refetch]);

  const downloads = listState(query);
  if (downloads.status === 'loading') {
    return (
      <div className="shop-account-loading">
        <Spin aria-label="Loading your downloads" />
      </div>
    );
  }
  if (downloads.status === 'failed') {
    return (
      <p className="shop-account-error" role="alert">
        {DOWNLOADS_LOAD_FAILED}
      </p>
    );
  }
  if (downloads.status === 'empty') {
    return (
      <Card>
        <Empty image={<DownloadOutlined className="shop-account-empty__icon" />} description="No downloads available" />
      </Card>
    );
  }
  return (
    <ul className="shop-downloads" aria-label="Downloads">
      {downloads.items.map((download) => (
        <li key={download.itemId} className="shop-download">
          <FileOutlined className="shop-download__icon" aria-hidden />
          <div className="shop-download__text">
            <p className="shop-download__title">{download.title}</p>
            <p className="shop-download__meta">
              {download.fileName} · purchased {formatOrderDate(download.purchasedAt)}
            </p>
          </div>
          <Button type="primary" icon={<DownloadOutlined aria-hidden />} href={download.url} download>
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}
