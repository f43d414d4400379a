import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';

// The course builder when there is no course to build: why, and the way back to the products.
export function BuilderProblem({ message }: { message: string }) {
  return (
    <div className="container page">
      <PageHeader title="Course Builder" />
      <p className="status-message status-message--error" role="alert">
        {message}
      </p>
      <Link to="/product-manager">Back to the products</Link>
    </div>
  );
}
