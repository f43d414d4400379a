import { Button } from '../components/button/Button';
import { usePageTitle } from '../features/site';

// Shown when a page throws or its chunk fails to load; reloading fetches the current build.
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <section className="container page" role="alert">
      <h1 className="page-title">Something went wrong</h1>
      <p className="page-lead">This page could not be displayed. Please reload and try again.</p>
      <Button type="primary" style={{ marginTop: 24 }} onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}
