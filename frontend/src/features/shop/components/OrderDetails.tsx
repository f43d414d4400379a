import { MailOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Spin, Tag } from 'antd';
import type { OrderDto, OrderShippingDto } from '../api';
import { useGetOrderQuery } from '../api';
import { formatOrderDate, orderStatus, statusColor } from '../lib/order-format';
import { addressLines } from '../lib/shipping';
import { useSendReceiptAgain } from '../lib/use-send-receipt-again';
import { OrderDownloads } from './OrderDownloads';
import { OrderItemsTable } from './OrderItemsTable';
import { ShippedBy } from './TrackingNumber';

// shipped (when, by which carrier, under which tracking number) or not yet, and what it cost
const shippingState = (s: OrderShippingDto) =>
  s.shippedAt ? (
    <>
      <ShippedBy shipping={s} shippedOn={formatOrderDate(s.shippedAt)} /> ({s.amount})
    </>
  ) : (
    `Not shipped yet (${s.amount})`
  );

export const ORDER_LOAD_FAILED = 'Failed to load this order. Please try again later.';

// Account → Orders → "View Details": the order read again (its status may have moved on), its
// items with their prices (and which were refunded), the total and what was refunded, how it was
// paid, the files it brought, and "Send Receipt Again" once it is paid.
export function OrderDetails({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { data, isError } = useGetOrderQuery({ id: order.id });
  const shown = data ?? order;
  const { sendAgain, sending } = useSendReceiptAgain(order.id);

  return (
    <Modal
      open
      title={`Order #${order.id}`}
      onCancel={onClose}
      footer={
        shown.status === 'completed' && (
          <Button icon={<MailOutlined aria-hidden />} loading={sending} onClick={sendAgain}>
            Send Receipt Again
          </Button>
        )
      }
    >
      {isError && (
        <p className="shop-account-error" role="alert">
          {ORDER_LOAD_FAILED}
        </p>
      )}
      {!data && !isError && <Spin aria-label="Loading the order" />}
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Placed">{formatOrderDate(shown.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={statusColor(orderStatus(shown))}>{orderStatus(shown)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Payment">{shown.paymentMethod || 'Not specified'}</Descriptions.Item>
        {shown.shipping && <Descriptions.Item label="Shipping">{shippingState(shown.shipping)}</Descriptions.Item>}
        {shown.shipping?.address && (
          <Descriptions.Item label="Ships to">{addressLines(shown.shipping.address).join(', ')}</Descriptions.Item>
        )}
      </Descriptions>
      <OrderItemsTable order={shown} />
      <OrderDownloads orderId={order.id} />
    </Modal>
  );
}
