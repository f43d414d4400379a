import { PageHeader } from '../../../components/PageHeader';

export function ProductManagerPage() {
  return (
    <div className="container page">
      <PageHeader title="Product Manager" lead="Create and manage the products of the shop." />
    </div>
  );
}
