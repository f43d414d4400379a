import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Card, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { ChooseSessionTime, HeldSessionTime, sessionBooked, useCheckoutSessions } from '../../bookings';
import { type ShippingAddressDto, useGetPaymentConfigQuery, useListProductsQuery } from '../api';
import { ShippingStep, ShipTo } from '../components/ShippingStep';
import { checkoutTotal, shippedProducts } from '../lib/shipping';
import { type AppliedCoupon, CouponField } from '../components/CouponField';
import { isPayableAmount, ORDERS_PATH, PAYMENT_SUCCESS, readCheckoutParams } from '../lib/checkout-params';
import { OfflinePaymentForm } from '../components/OfflinePaymentForm';
import { OrderSummary } from '../components/OrderSummary';
import { usePageTitle } from '../../site';
import { START_FAILED, usePaymentIntent } from '../lib/use-payment-intent';
import '../checkout.css';

// Stripe.js and its React bindings load only when this server takes payments through Stripe.
const StripePaymentForm = lazy(() => import('../components/StripePaymentForm'));

export const SETTING_UP = 'Setting up secure payment...';

// /checkout?amount=&products= (spec sections 2 and 4): asks for a consultation's time (held while
// paying) and where to ship when a product needs it, creates the payment intent, then pays it.
export function CheckoutPage() {
  usePageTitle('Checkout');
  const [params] = useSearchParams();
  const { amount, productIds } = readCheckoutParams(params);
  if (!isPayableAmount(amount)) return <Navigate to="/products" replace />;
  return <Checkout amount={amount} productIds={productIds} />;
}

function Checkout({ amount, productIds }: { amount: number; productIds: number[] }) {
  const navigate = useNavigate();
  const config = useGetPaymentConfigQuery();
  const products = useListProductsQuery();
  // a basket with something to ship asks where first, and adds the flat rate
  const shipped = products.isError ? [] : shippedProducts(products.data, productIds);
  // a consultation's time is chosen (and held) before anything else
  const sessions = useCheckoutSessions(products.isError ? [] : products.data, productIds);
  const [address, setAddress] = useState<ShippingAddressDto | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const shippingCents = shipped?.length ? config.data?.shippingRateCents : 0;
  const total = checkoutTotal(amount, shippingCents ?? 0, coupon?.discountCents);
  const ready =
    sessions.ready && shipped !== undefined && shippingCents !== undefined && (!shipped.length || address !== null);
  const extras = { address, coupon: coupon?.code, holds: sessions.key };
  const { clientSecret, failure } = usePaymentIntent(total, productIds, extras, ready);
  const { held } = sessions;

  const onPaid = useCallback(() => {
    // the spec's message, then when each session booked is
    toast({ ...PAYMENT_SUCCESS, description: [PAYMENT_SUCCESS.description, ...held.map(sessionBooked)].join(' ') });
    navigate(ORDERS_PATH);
  }, [navigate, held]);

  const back = (
    <ButtonLink to="/products" icon={<ArrowLeftOutlined aria-hidden />}>
      Back to Products
    </ButtonLink>
  );

  if (failure) {
    return (
      <div className="container page checkout-page">
        <PageHeader title="Secure Checkout" />
        <Alert type="error" showIcon title={failure} className="checkout-failure" />
        {back}
      </div>
    );
  }

  const summary = (
    <OrderSummary
      amount={amount}
      productIds={productIds}
      shippingCents={shipped?.length ? shippingCents : undefined}
      coupon={coupon}
    >
      <CouponField productIds={productIds} applied={coupon} onChange={setCoupon} />
    </OrderSummary>
  );

  if (sessions.pending) {
    return (
      <CheckoutLayout back={back}>
        {summary}
        <Card title="Choose a time" className="checkout-payment">
          <ChooseSessionTime
            product={sessions.pending}
            timeZone={sessions.timeZone}
            onTimeZoneChange={sessions.setTimeZone}
            onHeld={sessions.hold}
          />
        </Card>
      </CheckoutLayout>
    );
  }

  if (shipped?.length && !address) {
    return (
      <CheckoutLayout back={back}>
        {summary}
        <Card title="Shipping Address" className="checkout-payment">
          <ShippingStep onDone={setAddress} />
        </Card>
      </CheckoutLayout>
    );
  }

  if (!clientSecret) {
    return (
      <div className="container page checkout-status" role="status">
        <Spin size="large" />
        <p>{SETTING_UP}</p>
      </div>
    );
  }

  let payment;
  if (config.data?.provider === 'stripe' && config.data.publishableKey) {
    payment = (
      <Suspense fallback={<Spin aria-label="Loading the payment form" />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          amount={total}
          onPaid={onPaid}
        />
      </Suspense>
    );
  } else if (config.data) {
    payment = <OfflinePaymentForm clientSecret={clientSecret} amount={total} onPaid={onPaid} />;
  } else if (config.isError) {
    payment = <Alert type="error" showIcon title={START_FAILED} />;
  } else {
    payment = <Spin aria-label="Loading the payment form" />;
  }

  return (
    <CheckoutLayout back={back}>
      {summary}
      <Card title="Payment Details" className="checkout-payment">
        {held.map((booking) => (
          <HeldSessionTime key={booking.id} booking={booking} onChange={() => sessions.change(booking)} />
        ))}
        {address && <ShipTo address={address} onChange={() => setAddress(null)} />}
        {payment}
      </Card>
    </CheckoutLayout>
  );
}

function CheckoutLayout({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="container page checkout-page">
      <div className="checkout-page__back">{back}</div>
      <PageHeader
        title="Secure Checkout"
        lead={
          <span className="checkout-page__lead">
            <LockOutlined aria-hidden /> Your payment is encrypted and processed securely.
          </span>
        }
      />
      <div className="checkout-grid">{children}</div>
    </div>
  );
}
