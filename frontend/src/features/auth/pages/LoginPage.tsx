import { Button } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../site';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';
import { SecondFactorForm } from '../components/SecondFactorForm';
import { SignInForm } from '../components/SignInForm';
import { MODE_PARAM, SIGN_UP_MODE } from '../return-path';
import { useRegisterForm } from '../use-register-form';
import { useSignInForm } from '../use-sign-in-form';
import { useSignedIn } from '../use-signed-in';

// /login: sign in, or create an account, which signs the new account in (spec sections 2, 5, 7 and
// 8; README "Accounts and admin access"); then home, or back to the page that sent the visitor here
// (?next=, e.g. the checkout of a Buy Now). Both forms keep what was typed while the other shows;
// ?mode=signup opens on creating an account (a page's "Create account").
export function LoginPage() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'sign-in' | 'register'>(
    params.get(MODE_PARAM) === SIGN_UP_MODE ? 'register' : 'sign-in',
  );
  const signedIn = useSignedIn();
  const signIn = useSignInForm(signedIn);
  const register = useRegisterForm(signedIn, (email) => {
    signIn.setFields({ email, password: '' });
    setMode('sign-in');
  });

  const isSignIn = mode === 'sign-in';
  if (isSignIn && signIn.secondStep.asked) {
    return (
      <AuthCard title="Two-Factor Sign-in" lead="Your password was right. One more step keeps your account yours.">
        <SecondFactorForm step={signIn.secondStep} passkey={signIn.passkey} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={isSignIn ? 'Sign In' : 'Create Account'}
      lead={
        isSignIn
          ? 'Welcome back. Sign in to see your orders and downloads.'
          : 'Join the community to keep your orders and downloads in one place.'
      }
    >
      {isSignIn ? <SignInForm form={signIn} /> : <RegisterForm form={register} />}
      <p className="auth-card__switch">
        <Button type="link" onClick={() => setMode(isSignIn ? 'register' : 'sign-in')}>
          {isSignIn ? 'Need an account? Sign up' : 'Already have an account? Sign in'}
        </Button>
      </p>
    </AuthCard>
  );
}
