import { PageHeader } from '../../../components/PageHeader';

export function ProductsPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Professional Products"
        lead="Guides, courses and coaching sessions to help you grow with intention."
      />
    </div>
  );
}
