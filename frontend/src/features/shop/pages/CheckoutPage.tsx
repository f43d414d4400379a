import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Card, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { ChooseSessionTime, HeldSessionTime, sessionBooked, useCheckoutSessions } from '../../bookings';
import { coursePath } from '../../courses/paths';
import { type ProductDto, type ShippingAddressDto, useGetPaymentConfigQuery, useAllProductsQuery } from '../api';
import { ShippingStep, ShipTo } from '../components/ShippingStep';
import { checkoutTotal, shippedProducts } from '../lib/shipping';
import { type AppliedCoupon, CouponField } from '../components/CouponField';
import { isPayableAmount, ORDERS_PATH, PAYMENT_SUCCESS, readCheckoutParams } from '../lib/checkout-params';
import { OfflinePaymentForm } from '../components/OfflinePaymentForm';
import { OrderSummary } from '../components/OrderSummary';
import { usePageTitle } from '../../site';
import { START_FAILED, usePaymentIntent } from '../lib/use-payment-intent';
import { COMING_SOON, OWNED, ownedPlace, type ProductStanding, useProductStandings } from '../lib/product-standing';
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
  const products = useAllProductsQuery();
  const { standing, isLoading } = useProductStandings();
  // a product the customer owns, or one not sold yet, is said so instead of a payment form
  const unsellable = products.data?.find((p) => productIds.includes(p.id) && standing(p.id));
  if (unsellable) return <NotForSale product={unsellable} standing={standing(unsellable.id)} />;
  if (!isPayableAmount(amount)) {
    // /checkout?products= of something owned says so; anything else goes back to the products
    return isLoading || products.isLoading ? <SettingUp /> : <Navigate to="/products" replace />;
  }
  return <Checkout amount={amount} productIds={productIds} standingsKnown={!isLoading} />;
}

const BACK = (
  <ButtonLink to="/products" icon={<ArrowLeftOutlined aria-hidden />}>
    Back to Products
  </ButtonLink>
);

// what the checkout shows for a product that cannot be bought: where an owned one is, or that it is coming soon
function NotForSale({ product, standing }: { product: ProductDto; standing: ProductStanding }) {
  const place = ownedPlace(product);
  return (
    <div className="container page checkout-page">
      <PageHeader title="Secure Checkout" />
      {standing === 'owned' ? (
        <Alert
          type="success"
          showIcon
          className="checkout-failure"
          title={`${OWNED}: ${product.title}`}
          description={
            <>
              There is no need to buy it again. <Link to={place.to}>{place.label}</Link>
            </>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          className="checkout-failure"
          title={`${COMING_SOON}: ${product.title}`}
          description="It cannot be bought yet."
        />
      )}
      {BACK}
    </div>
  );
}

function SettingUp() {
  return (
    <div className="container page checkout-status" role="status">
      <Spin size="large" />
      <p>{SETTING_UP}</p>
    </div>
  );
}

// `standingsKnown`: what the customer owns is known, so no payment starts for it (the server refuses it too)
function Checkout({
  amount,
  productIds,
  standingsKnown,
}: {
  amount: number;
  productIds: number[];
  standingsKnown: boolean;
}) {
  const navigate = useNavigate();
  const config = useGetPaymentConfigQuery();
  const products = useAllProductsQuery();
  // a basket with something to ship asks where first, and adds the flat rate
  const shipped = products.isError ? [] : shippedProducts(products.data, productIds);
  // a consultation's time is chosen (and held) before anything else
  const sessions = useCheckoutSessions(products.isError ? [] : products.data, productIds);
  const [address, setAddress] = useState<ShippingAddressDto | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const shippingCents = shipped?.length ? config.data?.shippingRateCents : 0;
  const total = checkoutTotal(amount, shippingCents ?? 0, coupon?.discountCents);
  const ready =
    standingsKnown &&
    sessions.ready &&
    shipped !== undefined &&
    shippingCents !== undefined &&
    (!shipped.length || address !== null);
  const extras = { address, coupon: coupon?.code, holds: sessions.key };
  const { clientSecret, failure } = usePaymentIntent(total, productIds, extras, ready);
  const { held } = sessions;
  const course = products.data?.find((p) => p.type === 'course' && productIds.includes(p.id));

  const onPaid = useCallback(() => {
    // the spec's message, then when each session booked is
    toast({ ...PAYMENT_SUCCESS, description: [PAYMENT_SUCCESS.description, ...held.map(sessionBooked)].join(' ') });
    // a course bought opens it; anything else the orders
    navigate(course ? coursePath(course.slug) : ORDERS_PATH);
  }, [navigate, held, course]);

  if (failure) {
    return (
      <div className="container page checkout-page">
        <PageHeader title="Secure Checkout" />
        <Alert type="error" showIcon title={failure} className="checkout-failure" />
        {BACK}
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
      <CheckoutLayout back={BACK}>
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
      <CheckoutLayout back={BACK}>
        {summary}
        <Card title="Shipping Address" className="checkout-payment">
          <ShippingStep onDone={setAddress} />
        </Card>
      </CheckoutLayout>
    );
  }

  if (!clientSecret) return <SettingUp />;

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
    <CheckoutLayout back={BACK}>
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
