import { ButtonLink } from '../../../components/ButtonLink';

export function NotFoundPage() {
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
