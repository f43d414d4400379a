import { Button } from 'antd';
import type { useAdminSetup } from '../use-admin-setup';
import { TextField } from './TextField';

// /admin-setup's form: the e-mail and the admin secret, and Grant Admin Access.
export function AdminSetupForm({ setup }: { setup: ReturnType<typeof useAdminSetup> }) {
  const { email, setEmail, adminSecret, setAdminSecret, working, submit } = setup;
  return (
    <form className="admin-setup__form" noValidate onSubmit={submit}>
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
  );
}
