import type { TableColumnsType } from 'antd';
import { Button, Tag } from 'antd';
import { formatOrderDate } from '../../lib/order-format';
import type { CouponDto } from '../api';
import { discountText, productsText, usesText } from './coupon-form';
import type { useStopAndReactivate } from './use-stop-and-reactivate';

// The coupons table's columns: the code, what it takes off, its limits and uses, and Stop or
// Reactivate.
export function couponColumns(
  titles: ReadonlyMap<number, string>,
  { busy, toggle }: ReturnType<typeof useStopAndReactivate>,
): TableColumnsType<CouponDto> {
  return [
    { title: 'Code', dataIndex: 'code', key: 'code', render: (code: string) => <strong>{code}</strong> },
    { title: 'Takes off', key: 'discount', render: (_, c) => discountText(c) },
    {
      title: 'Expires',
      dataIndex: 'expiresAt',
      key: 'expiresAt',
      render: (at: string | null) => (at ? <time dateTime={at}>{formatOrderDate(at)}</time> : 'Never'),
    },
    { title: 'Uses', key: 'uses', render: (_, c) => usesText(c) },
    {
      title: 'Per customer',
      dataIndex: 'perCustomerLimit',
      key: 'perCustomer',
      render: (n: number | null) => n ?? '–',
    },
    {
      title: 'Minimum order',
      dataIndex: 'minOrder',
      key: 'minOrder',
      render: (min: string) => (min === '$0' ? '–' : min),
    },
    { title: 'Products', key: 'products', render: (_, c) => productsText(c, titles) },
    {
      title: 'Status',
      dataIndex: 'active',
      key: 'status',
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Stopped'}</Tag>,
    },
    {
      title: <span className="sr-only">Actions</span>,
      key: 'actions',
      render: (_, c) => (
        <Button
          size="small"
          loading={busy(c.id)}
          aria-label={`${c.active ? 'Stop' : 'Reactivate'} ${c.code}`}
          onClick={() => toggle(c)}
        >
          {c.active ? 'Stop' : 'Reactivate'}
        </Button>
      ),
    },
  ];
}
