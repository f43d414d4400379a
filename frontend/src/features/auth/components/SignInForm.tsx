import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { SignInForm as Form } from '../use-sign-in-form';
import { TextField } from './TextField';

// /login's Sign In form: e-mail, password and the way to reset a forgotten one; or a passkey.
export function SignInForm({ form }: { form: Form }) {
  const { fields, setFields, submit, busy, passkey } = form;
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(email) => setFields((s) => ({ ...s, email }))}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={(password) => setFields((s) => ({ ...s, password }))}
      />
      <p className="auth-card__forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <Button size="large" block loading={passkey.busy} onClick={() => void passkey.start()}>
        Sign in with a passkey
      </Button>
    </form>
  );
}
