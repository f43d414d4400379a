import { PageHeader } from '../../../components/PageHeader';

export function AccountPage() {
  return (
    <div className="container page">
      <PageHeader title="My Account" lead="Your profile, orders, downloads and settings." />
    </div>
  );
}
