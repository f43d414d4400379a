import { Button } from 'antd';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, serverMessage, type UserDto, useLoginMutation, useRegisterMutation } from '../../../api';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../components/toast';
import { TextField } from '../components/TextField';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from '../constants';
import { RETURN_PARAM, safeReturnPath } from '../return-path';
import { usePageTitle } from '../../site';
import '../auth.css';

type Mode = 'sign-in' | 'register';

const EMPTY_REGISTRATION = { firstName: '', lastName: '', email: '', password: '' };

function missingInformation() {
  toast({ title: 'Missing Information', description: 'Please fill in all fields', variant: 'destructive' });
}

// /login: sign in, or create an account, which signs the new account in (spec sections 2, 5, 7 and
// 8; README "Accounts and admin access"); then home, or back to the page that sent the visitor here
// (?next=, e.g. the checkout of a Buy Now).
export function LoginPage() {
  usePageTitle('Login');
  const [mode, setMode] = useState<Mode>('sign-in');
  const [signIn, setSignIn] = useState({ email: '', password: '' });
  const [registration, setRegistration] = useState(EMPTY_REGISTRATION);
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const signedIn = (user: UserDto) => {
    // the navbar greets the visitor at once, without waiting for the next poll
    void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user));
    // replace: Back from the page signed in for does not reopen the sign-in form
    navigate(safeReturnPath(params.get(RETURN_PARAM)), { replace: true });
  };

  const onSignIn = async (event: FormEvent) => {
    event.preventDefault();
    const email = signIn.email.trim();
    if (!email || !signIn.password) return missingInformation();
    let user: UserDto;
    try {
      user = await login({ loginDto: { email, password: signIn.password } }).unwrap();
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: serverMessage(error, 'Invalid email or password'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    signedIn(user);
  };

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      firstName: registration.firstName.trim(),
      lastName: registration.lastName.trim(),
      email: registration.email.trim(),
      password: registration.password,
    };
    if (!fields.firstName || !fields.lastName || !fields.email || !fields.password) return missingInformation();
    if (fields.password.length < MIN_PASSWORD_LENGTH) {
      toast({ title: 'Invalid Password', description: PASSWORD_HINT, variant: 'destructive' });
      return;
    }
    let user: UserDto | null;
    try {
      ({ user } = await register({ registerDto: fields }).unwrap());
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: serverMessage(error, 'Failed to create account'),
        variant: 'destructive',
      });
      return;
    }
    if (user) {
      // a new account is signed in: on to where the visitor was going, as after signing in
      toast({ title: 'Account Created!', description: `Welcome, ${user.firstName}! You are signed in.` });
      return signedIn(user);
    }
    // an address that has an account: its owner was told by mail, and nobody is signed in
    toast({ title: 'Account Created!', description: 'You have successfully registered. Please log in.' });
    setRegistration(EMPTY_REGISTRATION);
    setSignIn({ email: fields.email, password: '' });
    setMode('sign-in');
  };

  const isSignIn = mode === 'sign-in';
  return (
    <div className="container page auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="page-title">
          {isSignIn ? 'Sign In' : 'Create Account'}
        </h1>
        <p className="auth-card__lead">
          {isSignIn
            ? 'Welcome back. Sign in to see your orders and downloads.'
            : 'Join the community to keep your orders and downloads in one place.'}
        </p>

        {isSignIn ? (
          <form className="auth-form" noValidate onSubmit={onSignIn}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={signIn.email}
              onChange={(email) => setSignIn((s) => ({ ...s, email }))}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={signIn.password}
              onChange={(password) => setSignIn((s) => ({ ...s, password }))}
            />
            <p className="auth-card__forgot">
              <Link to="/forgot-password">Forgot password?</Link>
            </p>
            <Button type="primary" htmlType="submit" size="large" block loading={loginState.isLoading}>
              {loginState.isLoading ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
        ) : (
          <form className="auth-form" noValidate onSubmit={onRegister}>
            <div className="auth-form__row">
              <TextField
                label="First Name"
                autoComplete="given-name"
                value={registration.firstName}
                onChange={(firstName) => setRegistration((r) => ({ ...r, firstName }))}
              />
              <TextField
                label="Last Name"
                autoComplete="family-name"
                value={registration.lastName}
                onChange={(lastName) => setRegistration((r) => ({ ...r, lastName }))}
              />
            </div>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={registration.email}
              onChange={(email) => setRegistration((r) => ({ ...r, email }))}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              value={registration.password}
              onChange={(password) => setRegistration((r) => ({ ...r, password }))}
            />
            <Button type="primary" htmlType="submit" size="large" block loading={registerState.isLoading}>
              {registerState.isLoading ? 'Creating Account...' : 'Create Account'}
            </Button>
          </form>
        )}

        <p className="auth-card__switch">
          <Button type="link" onClick={() => setMode(isSignIn ? 'register' : 'sign-in')}>
            {isSignIn ? 'Need an account? Sign up' : 'Already have an account? Sign in'}
          </Button>
        </p>
      </section>
    </div>
  );
}
