import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Table } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useAllProductsQuery } from '../../api';
import { type CouponDto, useListCouponsQuery } from '../api';
import { couponColumns } from './coupon-columns';
import { NewCouponModal } from './NewCouponModal';
import { useStopAndReactivate } from './use-stop-and-reactivate';

const NO_COUPONS: CouponDto[] = [];

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
          columns={couponColumns(titles, actions)}
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
