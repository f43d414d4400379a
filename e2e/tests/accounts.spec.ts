import { adminNav, adminSection } from '../support/admin';
import { expect, test, type Page } from '../support/test';
import { ADMIN_SECRET } from '../support/stack-config';

// Accounts and admin access through the UI: sign up, sign in, the account area, sign out, the admin
// dashboard's access check and the one-time admin setup.

const PASSWORD = 'e2e-password-1';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// Creates an account on /login, which signs it in; the page ends on / as that user.
async function signUpAndSignIn(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('First Name', { exact: true }).fill(firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(notifications(page)).toContainText('Account Created!');
  await expect(notifications(page)).toContainText(`Welcome, ${firstName}! You are signed in.`);
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByText(`Welcome, ${firstName}`)).toBeVisible();
}

test('a visitor signs up, signs in, visits the account area and signs out', async ({ page }) => {
  const email = uniqueEmail('account');
  await signUpAndSignIn(page, 'Maya', 'Rivers', email);
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  // the session survives a reload
  await page.reload();
  await expect(nav.getByText('Welcome, Maya')).toBeVisible();

  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Welcome back, Maya!')).toBeVisible();

  const profile = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(profile).toContainText('Maya');
  await expect(profile).toContainText('Rivers');
  await expect(profile).toContainText(email);
  // member since: this month, 'MMMM yyyy'
  const memberSince = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
  await expect(profile).toContainText(memberSince);
  await expect(profile.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.getByRole('tab', { name: 'Orders (0)' }).click();
  await expect(page).toHaveURL('/account?tab=orders');
  await expect(page.getByRole('tabpanel')).toContainText('No orders yet');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
    'href',
    '/products',
  );

  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL('/account?tab=downloads');
  await expect(page.getByRole('tabpanel')).toContainText('No downloads available');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/account?tab=settings');
  const settings = page.getByRole('tabpanel');
  await expect(settings).toContainText('Email Preferences');
  await expect(settings).toContainText('Daily Blog Posts');
  await expect(settings).toContainText('Product Updates');
  await expect(settings).toContainText('Account Actions');
  await expect(settings.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Download Account Data' })).toBeVisible();

  // a deep link opens its tab
  await page.goto('/account?tab=orders');
  await expect(page.getByRole('tab', { name: 'Orders (0)' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Settings' }).click();

  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(notifications(page)).toContainText('Logged out successfully');
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByText('Welcome, Maya')).toHaveCount(0);

  // signed out for the server too: the account page now sends the visitor to sign in
  await page.goto('/account');
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ next: '/account' })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('signing in with a wrong password says so and stays on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notifications(page)).toContainText('Login Failed');
  await expect(notifications(page)).toContainText('Invalid email or password');
  await expect(page).toHaveURL('/login');
});

test('a customer opening /admin is denied, and the navbar logs out', async ({ page }) => {
  await signUpAndSignIn(page, 'Cole', 'Turner', uniqueEmail('customer'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await expect(adminNav(page)).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(notifications(page)).toContainText('Logged out successfully');
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('admin setup with the secret opens the admin dashboard', async ({ page }) => {
  const email = uniqueEmail('owner');
  await signUpAndSignIn(page, 'Olive', 'Owner', email);

  await page.goto('/admin-setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Setup' })).toBeVisible();
  await expect(page.getByText(/This is a one-time setup\./)).toBeVisible();
  await expect(page.getByLabel('Email Address', { exact: true })).toHaveValue(email);
  const secret = page.getByLabel('Admin Secret Key', { exact: true });
  await expect(secret).toHaveAttribute('type', 'password');

  // nothing is sent without the secret
  await page.getByRole('button', { name: 'Grant Admin Access' }).click();
  await expect(notifications(page)).toContainText('Missing Information');
  await expect(notifications(page)).toContainText('Please provide both email and admin secret.');

  await secret.fill('not-the-secret');
  await page.getByRole('button', { name: 'Grant Admin Access' }).click();
  await expect(notifications(page)).toContainText('Setup Failed');
  await expect(notifications(page)).toContainText('Invalid credentials. Please check your email and admin secret.');

  await secret.fill(ADMIN_SECRET);
  await expect(page.locator('body')).not.toContainText(ADMIN_SECRET);
  const grantedAt = Date.now();
  await page.getByRole('button', { name: 'Grant Admin Access' }).click();
  await expect(notifications(page)).toContainText('Admin Access Granted');
  await expect(page.getByRole('button', { name: /Setting up\.\.\./ })).toBeVisible();

  // the move comes about 2 s after the grant: on a busy machine, whenever the page's timer runs
  await expect(page).toHaveURL('/admin');
  expect(Date.now() - grantedAt).toBeGreaterThanOrEqual(1_800);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(adminNav(page).getByRole('link')).toHaveText([
    'Overview',
    'Blog Posts', // Content
    'Content',
    'Backgrounds',
    'Legal', // the legal pages (issue 27)
    'Import', // moving in from Ghost, WordPress or Substack (issue 49)
    'Subscribers', // Audience
    'Automations', // people, segments, sequences, broadcasts and lead magnets (issue 47)
    'Messages',
    'Comments', // readers' comments to approve, hide, delete; commenters to ban (issue 49)
    'Assistant', // what visitors asked the assistant, its FAQ and how long conversations are kept
    'Analytics', // visitors, pages, sources and what they brought (issue 34)
    'Orders', // Sales: every order, with its buyer, payment, refunds and mails
    'Shop', // the shipping rate and the coupons
    'Bookings', // sessions by day, the availability, the consultations
    'Memberships', // the tiers, the members, the figures and the billing settings (issue 46)
    'Payment plans', // the products bought in instalments: paid, outstanding, next due
    'Site', // Settings: the owner's site settings (issue 20)
    'Profile',
    'API keys', // the keys scripts call the API with (issue 33)
    'Webhooks', // the addresses the site's events are POSTed to, and their deliveries (issue 51)
    'Audit log', // who changed what, from where, before and after (issue 50)
  ]);
  await expect(adminSection(page, 'Overview')).toHaveAttribute('aria-current', 'page');
  const adminLink = mainNav(page).getByRole('link', { name: 'Admin', exact: true });
  await expect(adminLink).toBeVisible();
  await expect(adminLink).toHaveAttribute('aria-current', 'page');

  await adminSection(page, 'Profile').click();
  await expect(page).toHaveURL('/admin?tab=profile');
  await expect(adminSection(page, 'Profile')).toHaveAttribute('aria-current', 'page');
  const profile = page.getByRole('main');
  await expect(profile).toContainText('Administrator');
  await expect(profile.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveText([
    'Manage all content',
    'View subscribers and analytics',
    'Access messages',
    'Modify backgrounds and styling',
    'Manage products and blog posts',
  ]);

  // on a phone, the toggle menu offers the Admin Panel
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Mobile menu' });
  await expect(menu.getByText('Welcome, Olive')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await menu.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
