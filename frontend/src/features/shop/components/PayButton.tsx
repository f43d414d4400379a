import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { dollars } from '../lib/checkout-params';

// 'Pay ${amount}', or 'Processing...' while the payment is confirmed.
export function PayButton({
  amount,
  processing,
  disabled,
}: {
  amount: number;
  processing: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      icon={processing ? undefined : <LockOutlined aria-hidden />}
      loading={processing}
      disabled={disabled}
    >
      {processing ? 'Processing...' : `Pay ${dollars(amount)}`}
    </Button>
  );
}
