import { PageHeader } from '../../../components/PageHeader';

export function LoginPage() {
  return (
    <div className="container page">
      <PageHeader title="Sign In" lead="Welcome back. Sign in to see your orders and downloads." />
    </div>
  );
}
