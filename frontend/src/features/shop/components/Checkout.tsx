import { Card } from 'antd';
import type { ProductPlanDto } from '../api';
import { useCheckout } from '../lib/use-checkout';
import { CheckoutFailure, CheckoutLayout, SettingUp } from './CheckoutLayout';
import { ChoiceStep } from './ChoiceStep';
import { BumpOffers } from './BumpOffers';
import { ChosenList } from './ChosenList';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { PaymentMethod } from './PaymentMethod';
import { ShippingStep, ShipTo } from './ShippingStep';

interface CheckoutProps {
  amount: number;
  productIds: number[];
  // paid in instalments: the product's plan (amount is its first instalment); null: in full
  plan: ProductPlanDto | null;
  // what the customer owns is known (useCheckout)
  standingsKnown: boolean;
}

// The checkout's steps, one at a time beside the order's summary: what the basket's types ask
// (a consultation's time), the shipping address, then the payment with what was chosen above it. A
// plan takes no code.
export function Checkout({ amount, productIds, plan, standingsKnown }: CheckoutProps) {
  const checkout = useCheckout(amount, productIds, plan, standingsKnown);
  const { shipped, choices, address, setAddress, coupon, offers } = checkout;
  const { clientSecret, failure } = checkout.intent;
  if (failure) return <CheckoutFailure failure={failure} />;

  const summary = (
    <OrderSummary
      amount={amount}
      productIds={productIds}
      shippingCents={shipped?.length ? checkout.shippingCents : undefined}
      coupon={coupon}
      plan={plan}
      bumps={offers.chosenBumps}
    >
      <BumpOffers bumps={offers.bumps} ticked={offers.ticked} onChange={offers.setTicked} />
      {!plan && <CouponField productIds={productIds} applied={coupon} onChange={checkout.setCoupon} />}
    </OrderSummary>
  );
  let step;
  if (choices.pending) step = <ChoiceStep pending={choices.pending} choices={choices} />;
  else if (shipped?.length && !address) {
    step = (
      <Card title="Shipping Address" className="checkout-payment">
        <ShippingStep onDone={setAddress} />
      </Card>
    );
  } else if (!clientSecret) return <SettingUp />;
  else {
    step = (
      <Card title="Payment Details" className="checkout-payment">
        <ChosenList choices={choices} />
        {address && <ShipTo address={address} onChange={() => setAddress(null)} />}
        <PaymentMethod clientSecret={clientSecret} amount={checkout.total} onPaid={checkout.onPaid} />
      </Card>
    );
  }
  return (
    <CheckoutLayout>
      {summary}
      {step}
    </CheckoutLayout>
  );
}
