import { PageHeader } from '../../../components/PageHeader';

export function BlogPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Daily Insights Blog"
        lead="Practical reflections on business, growth and life, published every morning."
      />
    </div>
  );
}
