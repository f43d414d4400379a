import { Suspense } from 'react';
import { PageFallback } from '../../../components/PageFallback';
import { AdminOnly } from '../../auth/admin';
import { ProofDialog } from '../../auth';
import { usePageTitle } from '../../site';
import { AdminDashboard } from '../components/AdminDashboard';
import '../admin.css';

// /admin: only an authenticated admin sees the dashboard (spec section 6), which shows once its
// first section's screen has loaded.
export function AdminPage() {
  usePageTitle('Admin');
  return (
    <AdminOnly>
      {(admin) => (
        <Suspense fallback={<PageFallback />}>
          <AdminDashboard user={admin} />
          <ProofDialog />
        </Suspense>
      )}
    </AdminOnly>
  );
}
