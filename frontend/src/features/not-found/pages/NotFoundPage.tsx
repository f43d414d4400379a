import { ButtonLink } from '../../../components/ButtonLink';
import { usePageTitle } from '../../site';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="container page not-found">
      <h1 className="page-title">404 Page Not Found</h1>
      <p className="page-lead">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" type="primary" size="large" style={{ marginTop: 24 }}>
        Back to Home
      </ButtonLink>
    </div>
  );
}
