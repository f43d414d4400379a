import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useListDownloadsQuery } from '../api';

// The files an order brought, each a link to download it; nothing for an order without any.
export function OrderDownloads({ orderId }: { orderId: number }) {
  const downloads = (useListDownloadsQuery().data ?? []).filter((d) => d.orderId === orderId);
  if (!downloads.length) return null;
  return (
    <ul className="shop-order-details__downloads" aria-label="Downloads of this order">
      {downloads.map((download) => (
        <li key={download.itemId}>
          <Button type="link" icon={<DownloadOutlined aria-hidden />} href={download.url}>
            {download.fileName}
          </Button>
        </li>
      ))}
    </ul>
  );
}
