import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeader } from '../../../components/PageHeader';

export const SETTING_UP = 'Setting up secure payment...';

export const BackToProducts = () => (
  <ButtonLink to="/products" icon={<ArrowLeftOutlined aria-hidden />}>
    Back to Products
  </ButtonLink>
);

// The checkout's steps: the order's summary beside the step (the time, the address, the payment).
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container page checkout-page">
      <div className="checkout-page__back">
        <BackToProducts />
      </div>
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

// A checkout that goes no further (a failure, a product that cannot be bought): why, and the way back.
export function CheckoutStopped({ children }: { children: ReactNode }) {
  return (
    <div className="container page checkout-page">
      <PageHeader title="Secure Checkout" />
      {children}
      <BackToProducts />
    </div>
  );
}

export function CheckoutFailure({ failure }: { failure: string }) {
  return (
    <CheckoutStopped>
      <Alert type="error" showIcon title={failure} className="checkout-failure" />
    </CheckoutStopped>
  );
}

export function SettingUp() {
  return (
    <div className="container page checkout-status" role="status">
      <Spin size="large" />
      <p>{SETTING_UP}</p>
    </div>
  );
}
