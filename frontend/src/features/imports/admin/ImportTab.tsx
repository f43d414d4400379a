import { ImportForm } from './ImportForm';
import { RedirectsList } from './RedirectsList';
import './imports-admin.css';

// Admin 'Import' tab (issue 49): moving in from Ghost, WordPress or Substack, checked first by a dry
// run, and the old addresses that now lead to the imported posts.
export function ImportTab() {
  return (
    <div className="imports-admin">
      <ImportForm />
      <RedirectsList />
    </div>
  );
}
