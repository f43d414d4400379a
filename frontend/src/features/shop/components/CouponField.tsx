import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { useCheckCouponMutation } from '../api';

export interface AppliedCoupon {
  code: string;
  discountCents: number;
}

// "Discount code" at checkout: the server says what the code takes off these products (or why it
// does not apply); the checkout then prices the order with it.
export function CouponField({
  productIds,
  applied,
  onChange,
}: {
  productIds: number[];
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckCouponMutation();

  if (applied) {
    return (
      <div className="checkout-coupon">
        <Tag color="green">{applied.code} applied</Tag>
        <Button type="link" onClick={() => onChange(null)} className="checkout-coupon__remove">
          Remove code
        </Button>
      </div>
    );
  }

  const apply = async () => {
    if (!code.trim()) return setError('Please enter a code');
    try {
      const quote = await check({ checkCouponDto: { code: code.trim(), productIds } }).unwrap();
      setError(null);
      onChange({ code: quote.code, discountCents: quote.discountCents });
    } catch (failure) {
      setError(serverMessage(failure, 'The code could not be checked. Please try again.'));
    }
  };

  return (
    <div className="checkout-coupon">
      <label htmlFor="checkout-coupon-code" className="checkout-coupon__label">
        Discount code
      </label>
      <div className="checkout-coupon__row">
        <Input
          id="checkout-coupon-code"
          value={code}
          maxLength={40}
          status={error ? 'error' : undefined}
          aria-invalid={!!error}
          aria-describedby={error ? 'checkout-coupon-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={apply}
        />
        <Button onClick={apply} loading={isLoading}>
          Apply
        </Button>
      </div>
      {error && (
        <p id="checkout-coupon-error" className="checkout-coupon__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
