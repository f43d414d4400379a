import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../site';
import { AdminSetupForm } from '../components/AdminSetupForm';
import { useAdminSetup } from '../use-admin-setup';
import { useAuth } from '../use-auth';
import '../admin-setup.css';

// /admin-setup: the signed-in account's e-mail plus the server's admin secret grant admin rights.
// Unlike the original page, the secret is never shown here (spec section 2).
export function AdminSetupPage() {
  usePageTitle('Admin Setup');
  const { user, isLoading: userLoading } = useAuth();
  const setup = useAdminSetup();

  return (
    <div className="container page admin-setup">
      <section className="admin-setup__card" aria-labelledby="admin-setup-title">
        <h1 id="admin-setup-title" className="page-title">
          Admin Setup
        </h1>
        <p className="admin-setup__lead">Grant administrator access to the account you are signed in with.</p>

        <Alert
          className="admin-setup__notice"
          type="warning"
          showIcon
          title="Security Notice"
          description="This is a one-time setup. Admin access needs the server's admin secret and is granted only to the account you are signed in with."
        />

        {!userLoading && !user && (
          <Alert
            className="admin-setup__notice"
            type="info"
            showIcon
            title={
              <>
                Please <Link to="/login">sign in</Link> first: admin access is granted to your own account.
              </>
            }
          />
        )}

        <AdminSetupForm setup={setup} />
      </section>
    </div>
  );
}
