import { Alert, Button } from 'antd';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessage, useMakeAdminMutation } from '../../../api';
import { toast } from '../../../components/toast';
import { TextField } from '../../auth/admin';
import { useAuth } from '../../auth';
import { usePageTitle } from '../../site';
import '../admin.css';

// Spec sections 4 and 9: the redirect after a successful setup.
export const ADMIN_REDIRECT_DELAY_MS = 2000;

// /admin-setup: the signed-in account's e-mail plus the server's admin secret grant admin rights.
// Unlike the original page, the secret is never shown here (spec section 2).
export function AdminSetupPage() {
  usePageTitle('Admin Setup');
  const { user, isLoading: userLoading } = useAuth();
  const [email, setEmail] = useState('');
  const [adminSecret, setAdminSecret] = useState('');
  const [granted, setGranted] = useState(false);
  const [makeAdmin, { isLoading }] = useMakeAdminMutation();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // the signed-in account is the only one the server accepts: offer its e-mail once it is known
  // (adjusted while rendering, as React advises for state that follows a prop)
  const knownEmail = user?.email;
  const [offeredEmail, setOfferedEmail] = useState<string>();
  if (knownEmail !== offeredEmail) {
    setOfferedEmail(knownEmail);
    if (knownEmail) setEmail((current) => current || knownEmail);
  }

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !adminSecret) {
      toast({
        title: 'Missing Information',
        description: 'Please provide both email and admin secret.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await makeAdmin({ makeAdminDto: { email: trimmedEmail, adminSecret } }).unwrap();
    } catch (error) {
      toast({
        title: 'Setup Failed',
        description: serverMessage(error, 'Invalid credentials. Please check your email and admin secret.'),
        variant: 'destructive',
      });
      return;
    }
    setGranted(true);
    setAdminSecret('');
    toast({ title: 'Admin Access Granted', description: 'Redirecting to the admin dashboard...' });
    // makeAdmin invalidates the user, so the role is re-read before the dashboard opens
    redirectTimer.current = setTimeout(() => navigate('/admin'), ADMIN_REDIRECT_DELAY_MS);
  };

  const working = isLoading || granted;
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

        <form className="admin-setup__form" noValidate onSubmit={onSubmit}>
          <TextField label="Email Address" type="email" autoComplete="email" value={email} onChange={setEmail} />
          {/* a plain password input: no reveal button */}
          <TextField
            label="Admin Secret Key"
            type="password"
            autoComplete="off"
            value={adminSecret}
            onChange={setAdminSecret}
          />
          <Button type="primary" htmlType="submit" size="large" block loading={working}>
            {working ? 'Setting up...' : 'Grant Admin Access'}
          </Button>
        </form>
      </section>
    </div>
  );
}
