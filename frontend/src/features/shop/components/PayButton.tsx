import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { dollars } from '../lib/checkout-params';

// 'Pay ${amount}', or 'Processing...' while the payment is confirmed; below it, the terms the buyer
// agrees to (they open in a new tab, so the payment form stays as filled in).
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
    <>
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
      <p className="checkout-terms">
        By paying you agree to the{' '}
        <Link to="/terms-of-service" target="_blank" rel="noopener">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to="/refund-policy" target="_blank" rel="noopener">
          Refund Policy
        </Link>
        .
      </p>
    </>
  );
}
