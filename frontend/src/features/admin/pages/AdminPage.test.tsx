import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertRecipientDto, BackupHealthDto, MailHealthDto } from '../../../api/admin';
import { makeUser, sendJson, sendPage, setupTestApi } from '../../../test/test-api';
import { renderApp, setupUser } from '../../../test/render';
import { emulateWidth, restoreWidth } from '../../../test/viewport';
import { makeSettings } from '../../site/test/site-api';
import { ADMIN_SECTIONS } from '../admin-sections';

const api = setupTestApi();
afterEach(restoreWidth);
// the navigation's groups and their sections, in order
const GROUPS = {
  Content: ['Blog Posts', 'Content', 'Backgrounds', 'Legal', 'Import'],
  Audience: ['Subscribers', 'Automations', 'Messages', 'Comments', 'Assistant', 'Analytics'],
  Sales: ['Orders', 'Shop', 'Bookings', 'Memberships', 'Payment plans'],
  Settings: ['Site', 'Profile', 'API keys', 'Webhooks', 'Audit log'],
};
// every section by its name and key: each reached from the navigation, each at /admin?tab={key}
const SECTIONS = ADMIN_SECTIONS.map(({ key, label }) => [label, key]);
const adminNav = () => screen.getByRole('navigation', { name: 'Admin sections' });
const current = (scope: HTMLElement) => within(scope).getByRole('link', { current: 'page' });

const ALL_DONE = { siteName: true, ownerPhoto: true, contactDetails: true, productImage: true };

const MAIL_IDLE: MailHealthDto = {
  pending: 0,
  sending: 0,
  oldestPendingSeconds: null,
  failedLast24h: 0,
  unresolvedLast24h: 0,
};

const SALES = {
  revenue: { today: '$49.99', last7Days: '$124.49', last30Days: '$1,024.49' },
  latestOrders: [
    {
      id: 57,
      createdAt: '2025-06-04T03:45:00.000Z',
      status: 'completed',
      totalAmount: '$49.99',
      buyer: 'Casey Buyer',
      items: ['The Calm Leader Workbook'],
    },
    {
      id: 56,
      createdAt: '2025-06-02T16:05:00.000Z',
      status: 'refunded',
      totalAmount: '$24.99',
      buyer: null,
      items: ['Mug'],
    },
  ],
};

const BACKED_UP: BackupHealthDto = { scheduled: true, lastSucceededSecondsAgo: 5 * 3600, lastFailedSecondsAgo: null };

// the trends and where alerts go, as the API counts them
const FIGURES: { subscribersFromLastWeek: number; messagesToday: number; alerts: AlertRecipientDto } = {
  subscribersFromLastWeek: 5,
  messagesToday: 0,
  alerts: { address: 'jane@coach.example', source: 'admin' },
};

function answerOverview(
  makeItYours: typeof ALL_DONE,
  mail = MAIL_IDLE,
  sales = SALES,
  backups = BACKED_UP,
  figures: Partial<typeof FIGURES> = {},
) {
  api.handler = (req, res) => {
    if (req.path !== '/api/admin/overview') return;
    sendJson(res, 200, {
      ...FIGURES,
      ...figures,
      subscribers: 12,
      messages: 3,
      posts: 9,
      publishedPosts: 7,
      products: 4,
      makeItYours,
      mail,
      sales,
      backups,
    });
  };
}

describe('AdminPage', () => {
  it('checks access while the user is loading', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    // the first answer about the user is held back until release()
    let release = () => {};
    api.handler = (req, res) => {
      if (req.path !== '/api/auth/user') return;
      res.writeHead(200, { 'Content-Type': 'application/json' }); // sent headers: the fake API lets go
      release = () => {
        api.handler = undefined;
        res.end(JSON.stringify(api.signedIn));
      };
    };
    renderApp('/admin');
    expect(await screen.findByText('Checking access permissions...')).toBeInTheDocument();
    // the page may show its check before the request has reached the API: release it once there
    await waitFor(() => expect(api.calls('/api/auth/user', 'GET')).toHaveLength(1));
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('denies a visitor who is not signed in and offers the login page', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('denies a signed-in customer', async () => {
    api.signIn(makeUser({ role: 'customer' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/does not have admin access/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('shows an admin the dashboard with its sections in groups beside it, Overview first and current', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    emulateWidth(1280);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = adminNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS.map(([name]) => name));
    for (const [group, sections] of Object.entries(GROUPS)) {
      const list = within(nav).getByRole('list', { name: group });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(sections);
    }
    expect(current(nav)).toHaveTextContent('Overview');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('reaches every section from the navigation at phone width, with no "…" menu, each at its address', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    emulateWidth(390);
    const user = setupUser();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    // on a phone the navigation is one button naming the current section
    expect(within(adminNav()).queryAllByRole('link')).toHaveLength(0);
    expect(within(adminNav()).getByRole('button')).toHaveAccessibleName('Sections: Overview');
    for (const [name, key] of SECTIONS) {
      await user.click(within(adminNav()).getByRole('button', { name: /^Sections:/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Admin sections' });
      // every section is a link of the drawer: none is folded away behind a "more" button
      expect(within(drawer).getAllByRole('link')).toHaveLength(SECTIONS.length);
      expect(within(drawer).queryByRole('button', { name: /more|…/i })).not.toBeInTheDocument();
      await user.click(within(drawer).getByRole('link', { name }));
      expect(router.state.location.search).toBe(`?tab=${key}`);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin sections' })).not.toBeInTheDocument());
      expect(within(adminNav()).getByRole('button')).toHaveAccessibleName(`Sections: ${name}`);
    }
  });

  it.each(SECTIONS)('opens %s from its address, and Back returns to the section before', async (name, key) => {
    api.signIn(makeUser({ role: 'admin' }));
    const user = setupUser();
    const { router } = renderApp(`/admin?tab=${key}`);
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(current(adminNav())).toHaveTextContent(name);
    expect(current(adminNav())).toHaveAttribute('href', `/admin?tab=${key}`);

    const other = key === 'profile' ? 'Site' : 'Profile';
    await user.click(within(adminNav()).getByRole('link', { name: other }));
    expect(current(adminNav())).toHaveTextContent(other);
    await router.navigate(-1);
    await waitFor(() => expect(current(adminNav())).toHaveTextContent(name));
    expect(router.state.location.search).toBe(`?tab=${key}`);
  });

  it('shows the counts of the Overview, read in one request', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE);
    renderApp('/admin');
    const card = async (name: string) => screen.findByRole('group', { name });
    await waitFor(async () => expect(await card('Subscribers')).toHaveTextContent('Subscribers12+5 from last week'));
    expect(await card('Contact Messages')).toHaveTextContent('Contact Messages3No change');
    expect(await card('Blog Posts')).toHaveTextContent('Blog Posts97 published');
    expect(await card('Products')).toHaveTextContent('Products4In the shop');
    expect(api.calls('/api/admin/overview', 'GET')).toHaveLength(1);
    expect(api.server.requests.filter((r) => r.path.startsWith('/api/admin/subscribers'))).toHaveLength(0);
  });

  it('writes the trend lines from the counts of the API, "No change" at 0, not the sample texts', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE, MAIL_IDLE, SALES, BACKED_UP, { subscribersFromLastWeek: 0, messagesToday: 2 });
    renderApp('/admin');
    const card = async (name: string) => screen.findByRole('group', { name });
    await waitFor(async () => expect(await card('Subscribers')).toHaveTextContent('Subscribers12No change'));
    expect(await card('Contact Messages')).toHaveTextContent('Contact Messages3+2 new today');
    expect(screen.queryByText(/\+2 from last week|\+1 new today/)).not.toBeInTheDocument();
  });

  it('says where alerts go, with a link to change it, and warns when they go nowhere', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE);
    const { unmount } = renderApp('/admin');
    const line = await screen.findByRole('group', { name: 'Alerts' });
    expect(line).toHaveTextContent('Alerts go to jane@coach.example — change');
    expect(within(line).getByRole('link', { name: 'change' })).toHaveAttribute('href', '/admin?tab=site');
    unmount();

    answerOverview(ALL_DONE, MAIL_IDLE, SALES, BACKED_UP, { alerts: { address: null, source: 'none' } });
    renderApp('/admin');
    const nowhere = await screen.findByRole('group', { name: 'Alerts' });
    expect(nowhere).toHaveTextContent('Alerts go to nobody yet — set an address (needs a look)');
    expect(nowhere).toHaveClass('admin-health--warning');
  });

  it("shows the shop's revenue and latest orders from the same request, at the site's times", async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE);
    // the site is in Los Angeles, the browser in UTC (or anywhere): 03:45 UTC is the evening before there
    const overview = api.handler!;
    api.handler = (req, res) =>
      req.path === '/api/admin/site'
        ? sendJson(res, 200, makeSettings({ timeZone: 'America/Los_Angeles' }))
        : overview(req, res);
    renderApp('/admin');
    const sales = await screen.findByRole('group', { name: 'Sales' });
    await within(sales).findByText('$124.49');
    expect(sales).toHaveTextContent('Revenue today$49.99');
    expect(sales).toHaveTextContent('Last 7 days$124.49');
    expect(sales).toHaveTextContent('Last 30 days$1,024.49');
    const orders = within(within(sales).getByRole('list', { name: 'Latest orders' })).getAllByRole('listitem');
    expect(orders.map((o) => o.textContent)).toEqual([
      '#57Casey Buyer · The Calm Leader WorkbookJun 03, 2025 at 8:45 PM Los Angeles timecompleted$49.99',
      '#56Deleted account · MugJun 02, 2025 at 9:05 AM Los Angeles timerefunded$24.99',
    ]);
    expect(api.calls('/api/admin/overview', 'GET')).toHaveLength(1);
  });

  it('says when there are no orders yet', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE, MAIL_IDLE, { ...SALES, latestOrders: [] });
    renderApp('/admin');
    const sales = await screen.findByRole('group', { name: 'Sales' });
    expect(await within(sales).findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows how the mail is doing: nothing waiting, nothing failed', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE);
    renderApp('/admin');
    const card = await screen.findByRole('group', { name: 'Mail health' });
    expect(card).toHaveTextContent('Mail: 0 waiting · oldest — · 0 failed in 24 h');
    expect(card).not.toHaveClass('admin-mail-health--warning');
  });

  it.each([
    [
      'mails failed in the last day',
      { ...MAIL_IDLE, pending: 3, sending: 2, oldestPendingSeconds: 45, failedLast24h: 2 },
      'Mail: 5 waiting · oldest 45 s · 2 failed in 24 h',
    ],
    [
      'the oldest waiting mail is over 15 minutes old',
      { ...MAIL_IDLE, pending: 40, oldestPendingSeconds: 16 * 60 },
      'Mail: 40 waiting · oldest 16 min · 0 failed in 24 h',
    ],
    [
      'mails were interrupted by a crash',
      { ...MAIL_IDLE, oldestPendingSeconds: null, unresolvedLast24h: 1 },
      'Mail: 0 waiting · oldest — · 0 failed in 24 h · 1 interrupted',
    ],
  ])('warns when %s', async (_case, mail, text) => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE, mail);
    renderApp('/admin');
    const card = await screen.findByRole('group', { name: 'Mail health' });
    expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent('(needs a look)');
    expect(card).toHaveClass('admin-mail-health--warning');
  });

  it('says when the last backup succeeded', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE);
    renderApp('/admin');
    const card = await screen.findByRole('group', { name: 'Backup health' });
    expect(card).toHaveTextContent('Backups: last succeeded 5 h ago');
    expect(card).not.toHaveClass('admin-backup-health--warning');
  });

  it('warns on the backup card when a backup failed after the last success', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE, MAIL_IDLE, SALES, { ...BACKED_UP, lastFailedSecondsAgo: 120 });
    renderApp('/admin');
    const card = await screen.findByRole('group', { name: 'Backup health' });
    expect(card).toHaveTextContent('Backups: last succeeded 5 h ago · last failed 2 min ago');
    expect(card).toHaveTextContent('(needs a look)');
    expect(card).toHaveClass('admin-backup-health--warning');
  });

  it('opens the section named in ?tab and follows section changes in the URL', async () => {
    api.signIn(makeUser({ role: 'admin', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }));
    const user = setupUser();
    const { router } = renderApp('/admin?tab=profile');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(current(adminNav())).toHaveTextContent('Profile');
    const profile = screen.getByRole('main');
    expect(within(profile).getByText('Administrator')).toBeInTheDocument();
    expect(within(profile).getByText('grace@example.com')).toBeInTheDocument();
    const permissions = within(profile).getByRole('list', { name: 'Permissions' });
    expect(
      within(permissions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Manage all content',
      'View subscribers and analytics',
      'Access messages',
      'Modify backgrounds and styling',
      'Manage products and blog posts',
    ]);

    await user.click(within(adminNav()).getByRole('link', { name: 'Blog Posts' }));
    expect(router.state.location.search).toBe('?tab=blog-posts');
    expect(current(adminNav())).toHaveTextContent('Blog Posts');
  });

  it('opens the Orders tab from ?tab=orders, which reads the paid orders', async () => {
    api.signIn(makeUser({ role: 'admin' }));
    api.handler = (req, res) => {
      if (req.path.startsWith('/api/admin/orders?')) sendPage(res, req.path, []);
    };
    renderApp('/admin?tab=orders');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(current(adminNav())).toHaveTextContent('Orders');
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('No orders yet')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/export',
    );
  });

  it("lists what still shows the sample site under 'Make it yours', each linking to where it is set", async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview({ siteName: true, ownerPhoto: false, contactDetails: false, productImage: false });
    const user = setupUser();
    const { router } = renderApp('/admin');
    const card = await screen.findByRole('region', { name: 'Make it yours' });
    expect(card).toHaveTextContent('1 of 4 done');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Name your site and say who's behind it (done)",
      'Upload your photo',
      'Set your contact e-mail and phone',
      'Give a product a real image',
    ]);
    expect(within(items[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Give a product a real image' })).toHaveAttribute(
      'href',
      '/product-manager',
    );

    await user.click(within(card).getByRole('link', { name: 'Upload your photo' }));
    expect(router.state.location.search).toBe('?tab=site');
    expect(current(adminNav())).toHaveTextContent('Site');
  });

  it("hides 'Make it yours' once all four are done", async () => {
    api.signIn(makeUser({ role: 'admin' }));
    answerOverview(ALL_DONE);
    renderApp('/admin');
    const subscribers = await screen.findByRole('group', { name: 'Subscribers' });
    await waitFor(() => expect(subscribers).toHaveTextContent('Subscribers12'));
    expect(screen.queryByRole('region', { name: 'Make it yours' })).not.toBeInTheDocument();
  });
});
