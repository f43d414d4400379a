import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications, sendJson, setupTestApi } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { makeProduct } from '../../shop/test/shop-api';

const api = setupTestApi();
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
type User = ReturnType<typeof setupUser>;

async function openLogin(url = '/login') {
  const user = setupUser();
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return { ...view, user };
}

async function signInAs(user: User, email: string, password: string) {
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

// Opens the registration form, fills in First Name, Last Name, Email and Password and sends it.
async function createAccount(user: User, [first, last, email, password]: string[]) {
  await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
  await user.type(screen.getByLabelText('First Name'), first);
  await user.type(screen.getByLabelText('Last Name'), last);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

// A Buy Now while signed out: the checkout sent the visitor here with ?next= (CheckoutPage).
const CHECKOUT = '/checkout?amount=24.5&products=7';
const LOGIN_FOR_CHECKOUT = `/login?${new URLSearchParams({ next: CHECKOUT })}`;

// The checkout's own calls, so the page signed in for can start its payment.
function answerCheckout() {
  api.handler = (req, res) => {
    if (req.path === '/api/create-payment-intent') sendJson(res, 200, { clientSecret: 'offline_pi_1_secret_x' });
    if (req.path === '/api/payments/config') sendJson(res, 200, { provider: 'offline', publishableKey: null });
    if (req.path === '/api/products') sendJson(res, 200, []);
  };
}

describe('LoginPage', () => {
  it('signs in with email and password', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Need an account? Sign up' })).toBeInTheDocument();
  });

  it('asks for every field before signing in, without calling the server', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await notifications().findByText('Missing Information')).toBeInTheDocument();
    expect(notifications().getByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.calls('/api/auth/login')).toHaveLength(0);
  });

  it('signs in, greets the visitor and goes home', async () => {
    api.accounts.set('ada@example.com', { ...makeUser(), password: 'secret1' });
    const { user, router } = await openLogin();
    await signInAs(user, 'ada@example.com', 'secret1');

    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
    expect(notifications().getByText('You have successfully logged in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(mainNav()).getByText('Welcome, Ada')).toBeInTheDocument();
    expect(JSON.parse(api.calls('/api/auth/login')[0].body)).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it('asks an account with two-factor sign-in on for its code after the password, then signs in', async () => {
    api.accounts.set('ada@example.com', { ...makeUser(), password: 'secret1' });
    api.twoFactorCodes.set('ada@example.com', '246810');
    const { user, router } = await openLogin();
    await signInAs(user, 'ada@example.com', 'secret1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-Factor Sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(notifications().queryByText('Welcome back!')).not.toBeInTheDocument();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await notifications().findByText(
        'That code is not right. Enter the code your authenticator app shows now, or a recovery code you have not used.',
      ),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(mainNav()).getByText('Welcome, Ada')).toBeInTheDocument();
    expect(api.calls('/api/auth/login/code').map((c) => JSON.parse(c.body))).toEqual([
      { code: '111111' },
      { code: '246810' },
    ]);
  });

  it('goes back to the password when the code step has run out', async () => {
    api.accounts.set('ada@example.com', { ...makeUser(), password: 'secret1' });
    api.twoFactorCodes.set('ada@example.com', '246810');
    const { user } = await openLogin();
    await signInAs(user, 'ada@example.com', 'secret1');
    await screen.findByRole('heading', { level: 1, name: 'Two-Factor Sign-in' });
    api.awaitingCode = null;
    await user.type(screen.getByLabelText('Authentication code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await notifications().findByText(
        'No sign-in is waiting for a code. Please sign in with your email and password again.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('signs in and goes back to the checkout that sent the visitor, in place of the sign-in form', async () => {
    api.accounts.set('ada@example.com', { ...makeUser(), password: 'secret1' });
    answerCheckout();
    const { user, router } = await openLogin(LOGIN_FOR_CHECKOUT);
    await signInAs(user, 'ada@example.com', 'secret1');

    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(CHECKOUT);
    expect(router.state.historyAction).toBe('REPLACE');
    // the same purchase as before signing in
    expect(JSON.parse(api.calls('/api/create-payment-intent')[0].body)).toEqual({ amount: 24.5, productIds: [7] });
  });

  // The products a signed-out visitor read may be a moment old (a shared cache keeps them up to a
  // few seconds): signing in reads them again, so a product published meanwhile is named.
  it('reads the products again once signed in: the checkout names one published meanwhile', async () => {
    api.accounts.set('ada@example.com', { ...makeUser(), password: 'secret1' });
    let products: unknown[] = [];
    api.handler = (req, res) => {
      if (req.path === '/api/create-payment-intent')
        return api.signedIn
          ? sendJson(res, 200, { clientSecret: 'offline_pi_1_secret_x' })
          : sendJson(res, 401, { statusCode: 401, message: 'Please sign in to continue.' });
      if (req.path === '/api/payments/config') sendJson(res, 200, { provider: 'offline', publishableKey: null });
      if (req.path === '/api/products') sendJson(res, 200, products);
    };
    const user = setupUser();
    renderApp(CHECKOUT);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    products = [makeProduct({ id: 7, title: 'The Calm Leader Workbook', price: '$24.50' })];
    await signInAs(user, 'ada@example.com', 'secret1');
    const summary = await screen.findByRole('list', { name: 'Products in this order' });
    await waitFor(() => expect(summary).toHaveTextContent('The Calm Leader Workbook'));
    expect(summary).not.toHaveTextContent('Product #7');
  });

  it('creates an account, signs it in and goes on to the checkout that sent the visitor', async () => {
    answerCheckout();
    const { user, router } = await openLogin(LOGIN_FOR_CHECKOUT);
    await createAccount(user, ['Jo', 'Li', 'jo@li.io', 'cobol59']);
    expect(await notifications().findByText('Account Created!')).toBeInTheDocument();
    expect(notifications().getByText('Welcome, Jo! You are signed in.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(CHECKOUT);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(mainNav()).getByText('Welcome, Jo')).toBeInTheDocument();
    // no second sign-in was asked for
    expect(api.calls('/api/auth/login')).toHaveLength(0);
    expect(JSON.parse(api.calls('/api/create-payment-intent')[0].body)).toEqual({ amount: 24.5, productIds: [7] });
  });

  it.each([
    ['another site', '//evil.com'],
    ['another site with its scheme', 'https://evil.com/checkout'],
    ['a backslash trick', '/\\evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('goes home instead of to %s in ?next=', async (_case, next) => {
    api.accounts.set('ada@example.com', { ...makeUser(), password: 'secret1' });
    const { user, router } = await openLogin(`/login?${new URLSearchParams({ next })}`);
    await signInAs(user, 'ada@example.com', 'secret1');
    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's reason when signing in fails and stays on the page", async () => {
    const { user, router } = await openLogin();
    await signInAs(user, 'ada@example.com', 'wrong-password');

    expect(await notifications().findByText('Login Failed')).toBeInTheDocument();
    expect(notifications().getByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('passes on the rate limit message', async () => {
    api.handler = (req, res) => {
      if (req.path === '/api/auth/login') {
        sendJson(res, 429, {
          statusCode: 429,
          message: 'Too many attempts. Please try again in 15 minutes.',
        });
      }
    };
    const { user } = await openLogin();
    await signInAs(user, 'ada@example.com', 'secret1');
    expect(await notifications().findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument();
  });

  it('toggles between signing in and creating an account', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('opens on creating an account for ?mode=signup (a "Create account" link), and goes back where it was sent from', async () => {
    answerCheckout();
    const { user, router } = renderApp(`/login?${new URLSearchParams({ next: CHECKOUT, mode: 'signup' })}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already have an account? Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Jo');
    await user.type(screen.getByLabelText('Last Name'), 'Li');
    await user.type(screen.getByLabelText('Email'), 'jo@li.io');
    await user.type(screen.getByLabelText('Password'), 'cobol59');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(CHECKOUT);
  });

  it('requires all four fields to register', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await notifications().findByText('Missing Information')).toBeInTheDocument();
    expect(notifications().getByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.calls('/api/auth/register')).toHaveLength(0);
  });

  it('rejects a password shorter than 6 characters', async () => {
    const { user } = await openLogin();
    await createAccount(user, ['Ada', 'Lovelace', 'ada@example.com', '12345']);
    expect(await notifications().findByText('Invalid Password')).toBeInTheDocument();
    expect(notifications().getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls('/api/auth/register')).toHaveLength(0);
  });

  it('registers, signs the new account in and goes home', async () => {
    const { user, router } = await openLogin();
    await createAccount(user, ['Grace', 'Hopper', 'grace@example.com', 'cobol59']);

    expect(await notifications().findByText('Account Created!')).toBeInTheDocument();
    expect(notifications().getByText('Welcome, Grace! You are signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(api.calls('/api/auth/register')[0].body)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'cobol59',
    });
    expect(within(mainNav()).getByText('Welcome, Grace')).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signs nobody in for an address that already has an account, and offers to sign in with it', async () => {
    api.accounts.set('ada@example.com', { ...makeUser({ email: 'ada@example.com' }), password: 'secret1' });
    const { user } = await openLogin();
    await createAccount(user, ['Eve', 'Stranger', 'ada@example.com', 'other-pass']);

    // the server tells the owner by mail and signs nobody in: the sign-in form, with the address
    expect(await notifications().findByText('Account Created!')).toBeInTheDocument();
    expect(notifications().getByText('You have successfully registered. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await signInAs(user, 'ada@example.com', 'secret1');
    expect(await notifications().findByText('Welcome back!')).toBeInTheDocument();
  });

  it("shows the server's reason when registration fails", async () => {
    api.handler = (req, res) => {
      if (req.path === '/api/auth/register') {
        sendJson(res, 429, { statusCode: 429, message: 'Too many attempts. Please try again in 59 minutes.' });
      }
    };
    const { user } = await openLogin();
    await createAccount(user, ['Ada', 'Lovelace', 'ada@example.com', 'secret1']);

    expect(await notifications().findByText('Registration Failed')).toBeInTheDocument();
    expect(notifications().getByText('Too many attempts. Please try again in 59 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('falls back to a generic reason when the server gives none', async () => {
    api.handler = (req, res) => {
      if (req.path === '/api/auth/register') res.writeHead(500).end();
    };
    const { user } = await openLogin();
    await createAccount(user, ['Ada', 'Lovelace', 'ada@example.com', 'secret1']);
    expect(await notifications().findByText('Registration Failed')).toBeInTheDocument();
    expect(notifications().getByText('Failed to create account')).toBeInTheDocument();
  });
});
