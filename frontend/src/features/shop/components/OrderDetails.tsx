import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Spin, Tag } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { OrderDto, OrderShippingDto } from '../api';
import { addressLines } from '../lib/shipping';
import { useGetOrderQuery, useListDownloadsQuery, useResendReceiptMutation } from '../api';
import { formatOrderDate, orderStatus, statusColor } from '../lib/order-format';
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
// items with their prices (and which were refunded), the total and what was refunded, how it was paid, the files it brought, and "Send Receipt
// Again" once it is paid.
export function OrderDetails({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { data, isError } = useGetOrderQuery({ id: order.id });
  const shown = data ?? order;
  const downloads = (useListDownloadsQuery().data ?? []).filter((d) => d.orderId === order.id);
  const [resend, { isLoading: sending }] = useResendReceiptMutation();

  const sendAgain = async () => {
    try {
      const { message } = await resend({ id: order.id }).unwrap();
      toast({ title: 'Receipt Sent', description: message });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to send the receipt.'),
        variant: 'destructive',
      });
    }
  };

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
      <table className="shop-order-details__items">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {shown.items.map((item, i) => (
            <tr key={`${item.productId}-${i}`}>
              <td>
                {item.title}
                {item.refunded && <Tag className="shop-order-details__refunded">Refunded</Tag>}
              </td>
              <td>{item.quantity}</td>
              <td>{item.price}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{shown.totalAmount}</td>
          </tr>
          {shown.coupon && (
            <tr>
              <th scope="row" colSpan={2}>
                Discount ({shown.coupon.code})
              </th>
              <td>-{shown.coupon.discount}</td>
            </tr>
          )}
          {shown.refundedAmount && (
            <tr>
              <th scope="row" colSpan={2}>
                Refunded
              </th>
              <td>{shown.refundedAmount}</td>
            </tr>
          )}
        </tfoot>
      </table>
      {downloads.length > 0 && (
        <ul className="shop-order-details__downloads" aria-label="Downloads of this order">
          {downloads.map((download) => (
            <li key={download.itemId}>
              <Button type="link" icon={<DownloadOutlined aria-hidden />} href={download.url}>
                {download.fileName}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
