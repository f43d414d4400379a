import { Button } from 'antd';
import { PASSWORD_HINT } from '../constants';
import type { RegisterForm as Form } from '../use-register-form';
import { TextField } from './TextField';

// /login's Create Account form: first and last name, e-mail and a password (with its rule).
export function RegisterForm({ form }: { form: Form }) {
  const { fields, setFields, submit, busy } = form;
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <div className="auth-form__row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={fields.firstName}
          onChange={(firstName) => setFields((r) => ({ ...r, firstName }))}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={fields.lastName}
          onChange={(lastName) => setFields((r) => ({ ...r, lastName }))}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(email) => setFields((r) => ({ ...r, email }))}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={fields.password}
        onChange={(password) => setFields((r) => ({ ...r, password }))}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
