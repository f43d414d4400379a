import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import './card-form.css';

// A payment form's button ('Pay $49.99'), or 'Processing...' while the payment is confirmed;
// below it, the terms the buyer agrees to (they open in a new tab, so the form stays as filled in).
export function PayButton({ label, processing, disabled }: { label: string; processing: boolean; disabled?: boolean }) {
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
        {processing ? 'Processing...' : label}
      </Button>
      <p className="pay-terms">
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
