import { PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Button, Empty, Table, Tag } from 'antd';
import { useId, useMemo, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { formatOrderDate, useAllProductsQuery } from '../../shop';
import { type CouponDto, useActivateCouponMutation, useDeactivateCouponMutation, useListCouponsQuery } from '../api';
import { CHANGE_FAILED, discountText, productsText, usesText } from './coupon-form';
import { NewCouponModal } from './NewCouponModal';

const NO_COUPONS: CouponDto[] = [];

// Stop (refused from now on; orders keep their discount) or Reactivate, one coupon at a time
function useStopAndReactivate() {
  const [stop, stopping] = useDeactivateCouponMutation();
  const [reactivate, reactivating] = useActivateCouponMutation();
  const busy = (id: number) =>
    (stopping.isLoading && stopping.originalArgs?.id === id) ||
    (reactivating.isLoading && reactivating.originalArgs?.id === id);
  const toggle = async (c: CouponDto) => {
    try {
      await (c.active ? stop : reactivate)({ id: c.id }).unwrap();
      toast(
        c.active
          ? { title: 'Coupon Stopped', description: `${c.code} is refused from now on.` }
          : { title: 'Coupon Reactivated', description: `${c.code} can be used again.` },
      );
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, CHANGE_FAILED), variant: 'destructive' });
    }
  };
  return { busy, toggle };
}

function columns(
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

// The Shop tab's 'Coupons': every code with what it takes off, its limits and uses, stopped and
// taken again here; 'New Coupon' creates one.
export function CouponsSection() {
  const headingId = useId();
  const coupons = useListCouponsQuery();
  const products = useAllProductsQuery();
  const [creating, setCreating] = useState(false);
  const actions = useStopAndReactivate();
  const titles = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p.title])), [products.data]);

  return (
    <section className="admin-shop__section" aria-labelledby={headingId}>
      <div className="admin-shop__head">
        <h2 id={headingId} className="admin-shop__title">
          Coupons
        </h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          New Coupon
        </Button>
      </div>
      {coupons.isError ? (
        <p role="alert">Failed to load the coupons. Please try again later.</p>
      ) : (
        <Table<CouponDto>
          columns={columns(titles, actions)}
          dataSource={coupons.data ?? NO_COUPONS}
          rowKey="id"
          loading={coupons.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description="No coupons yet" /> }}
          scroll={{ x: true }}
        />
      )}
      <NewCouponModal open={creating} onClose={() => setCreating(false)} products={products.data ?? []} />
    </section>
  );
}
