import { PageHeader } from '../../../components/PageHeader';

export function CheckoutPage() {
  return (
    <div className="container page">
      <PageHeader title="Secure Checkout" lead="Review your order and pay securely." />
    </div>
  );
}
