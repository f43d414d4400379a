import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Card, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { loginPathReturningTo } from '../../auth';
import {
  type ShippingAddressDto,
  useCreatePaymentIntentMutation,
  useGetPaymentConfigQuery,
  useListProductsQuery,
} from '../api';
import { ShippingStep, ShipTo } from '../components/ShippingStep';
import { checkoutTotal, shippedProducts } from '../lib/shipping';
import { type AppliedCoupon, CouponField } from '../components/CouponField';
import { isPayableAmount, ORDERS_PATH, PAYMENT_SUCCESS, readCheckoutParams } from '../lib/checkout-params';
import { OfflinePaymentForm } from '../components/OfflinePaymentForm';
import { OrderSummary } from '../components/OrderSummary';
import { usePageTitle } from '../../site';
import '../checkout.css';

// Stripe.js and its React bindings load only when this server takes payments through Stripe.
const StripePaymentForm = lazy(() => import('../components/StripePaymentForm'));

export const SETTING_UP = 'Setting up secure payment...';
export const START_FAILED = 'The payment could not be started. Please try again in a moment.';

// /checkout?amount=&products= (spec sections 2 and 4): asks where to ship when a product needs it,
// creates the payment intent, then pays it.
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
  const [address, setAddress] = useState<ShippingAddressDto | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const shippingCents = shipped?.length ? config.data?.shippingRateCents : 0;
  const total = checkoutTotal(amount, shippingCents ?? 0, coupon?.discountCents);
  const ready = shipped !== undefined && shippingCents !== undefined && (!shipped.length || address !== null);
  const { clientSecret, failure } = usePaymentIntent(total, productIds, { address, coupon: coupon?.code }, ready);

  const onPaid = useCallback(() => {
    toast(PAYMENT_SUCCESS);
    navigate(ORDERS_PATH);
  }, [navigate]);

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

// Creates the payment intent once per amount, products, address and coupon, once `ready` (StrictMode runs
// effects twice; the server stores a pending order per intent). 401 → sign in (spec section 6), and
// back to this very checkout afterwards.
function usePaymentIntent(
  amount: number,
  productIds: number[],
  { address, coupon }: { address: ShippingAddressDto | null; coupon?: string },
  ready: boolean,
) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const mounted = useRef(false);
  const key = `${amount}|${productIds.join(',')}|${JSON.stringify(address)}|${coupon ?? ''}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // reads the latest amount, products and location without making them reasons to start again
  const start = useEffectEvent(() => {
    setClientSecret(null);
    setFailure(null);
    const extras = { ...(address && { shippingAddress: address }), ...(coupon && { couponCode: coupon }) };
    createIntent({ createPaymentIntentDto: { amount, productIds, ...extras } })
      .unwrap()
      .then((result) => {
        if (started.current === key) setClientSecret(result.clientSecret);
      })
      .catch((error: ApiError) => {
        if (!mounted.current || started.current !== key) return;
        if (error.status === 401) {
          navigate(loginPathReturningTo(pathname + search), { replace: true });
          return;
        }
        console.error('Payment intent failed:', error.message);
        setFailure(serverMessage(error, START_FAILED));
      });
  });

  // productIds is a new array each render: the key stands for amount, products, address and coupon
  useEffect(() => {
    if (!ready || started.current === key) return;
    started.current = key;
    start();
  }, [key, ready]);

  return { clientSecret, failure };
}
