import { Button } from 'antd';
import type { SignInForm } from '../use-sign-in-form';
import { TextField } from './TextField';

// Sign in's second step on an account with two-factor sign-in on: the authenticator app's code, or
// one of the recovery codes kept when it was turned on; or a passkey of the account instead.
export function SecondFactorForm({
  step,
  passkey,
}: {
  step: SignInForm['secondStep'];
  passkey: SignInForm['passkey'];
}) {
  return (
    <form className="auth-form" noValidate onSubmit={step.submit} aria-label="Two-factor sign-in">
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={step.code}
        onChange={step.setCode}
        hint="Open your authenticator app and enter the 6-digit code it shows. No phone at hand? Enter one of your recovery codes."
      />
      <Button type="primary" htmlType="submit" size="large" block loading={step.busy}>
        {step.busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button size="large" block loading={passkey.busy} onClick={() => void passkey.start()}>
        Use a passkey
      </Button>
      <p className="auth-card__switch">
        <Button type="link" onClick={step.startOver}>
          Use another account
        </Button>
      </p>
    </form>
  );
}
