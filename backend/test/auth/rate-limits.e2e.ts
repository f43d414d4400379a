import { SIGN_IN_WAIT } from '../../src/modules/auth/sign-in-throttle';
import { account, newClient, TestAccount, TestClient } from '../support/client';
import { ageRateLimitWindow, setRateLimitCount } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('sign-in and registration rate limits', () => {
  let t: TestApp;
  // the sign-in delays the throttle asked for, in ms, in order; none is slept
  const waits: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ overrides: [[SIGN_IN_WAIT, async (ms: number) => void waits.push(ms)]] });
  });
  beforeEach(() => {
    waits.length = 0;
  });
  afterAll(() => t.close());

  async function registered(): Promise<TestAccount> {
    const who = account();
    await (await newClient(t)).post('/api/auth/register', who).expect(201);
    return who;
  }

  const login = (client: TestClient, email: string, password: string) =>
    client.post('/api/auth/login', { email, password });

  function expectTooMany(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many attempts/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  }

  // the counters the sign-in rule keeps (README, "Accounts and admin access"), set by hand to reach
  // states that would otherwise take hundreds of slowed-down attempts
  const setCounter = (key: string, count: number) => setRateLimitCount(t, key, count);

  it('lets the owner in from a fresh address after wrong passwords from many addresses', async () => {
    const who = await registered();
    // the scenario: six wrong passwords from six addresses, then the owner from a seventh
    for (let i = 0; i < 6; i++) await login(await newClient(t), who.email, `wrong-${i}`).expect(401);
    await login(await newClient(t), who.email, who.password).expect(200);
    // and past the old per-e-mail limit of 10, where the account now only slows down
    for (let i = 6; i < 11; i++) await login(await newClient(t), who.email, `wrong-${i}`).expect(401);
    waits.length = 0;
    await login(await newClient(t), who.email, who.password).expect(200);
    // 11 failures on the account: this attempt waited 2^(11-10) s before its password was checked
    expect(waits).toEqual([2000]);
  });

  it('after 120 failures from other addresses, keeps the owner’s wait at 2 seconds', async () => {
    const who = await registered();
    // the scenario: strangers got the password wrong 120 times today
    await setCounter(`sign-in-failures:account:${who.email}`, 120);
    const owner = await newClient(t);
    await login(owner, who.email, who.password).expect(200);
    await login(owner, who.email, who.password).expect(200);
    // and the owner's own typos do not make it worse
    await login(owner, who.email, 'typo').expect(401);
    await login(owner, who.email, who.password).expect(200);
    expect(waits).toEqual([2000, 2000, 2000, 2000]);
  });

  it('slows an address that keeps failing on an account up to 8 seconds', async () => {
    const who = await registered();
    await setCounter(`sign-in-failures:account:${who.email}`, 20);
    const guesser = await newClient(t);
    for (let i = 0; i < 5; i++) await login(guesser, who.email, `wrong-${i}`).expect(401);
    // its first 3 failures count as an innocent's, from then on it gets the full delay
    expect(waits).toEqual([2000, 2000, 2000, 8000, 8000]);
  });

  it('refuses a guesser at one address after 5 wrong passwords, with 429 and Retry-After', async () => {
    const who = await registered();
    const guesser = await newClient(t);
    for (let i = 0; i < 5; i++) await login(guesser, who.email, `wrong-${i}`).expect(401);
    expectTooMany(await login(guesser, who.email, `wrong-5`));
    // even the right password waits for the window from that address
    expectTooMany(await login(guesser, who.email, who.password));
    // the owner elsewhere is not affected, nor the guesser's other accounts
    await login(await newClient(t), who.email, who.password).expect(200);
    const other = await registered();
    await login(guesser, other.email, other.password).expect(200);
  });

  it('counts a burst of simultaneous guesses from one address exactly', async () => {
    const who = await registered();
    const guesser = await newClient(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(guesser, who.email, `wrong-${i}`).then((r) => r.status)),
    );
    expect(results.filter((s) => s === 401)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(7);
  });

  it('forgets an address’s failures once it signs in', async () => {
    const who = await registered();
    const client = await newClient(t);
    for (let i = 0; i < 4; i++) await login(client, who.email, `typo-${i}`).expect(401);
    await login(client, who.email, who.password).expect(200);
    for (let i = 0; i < 4; i++) await login(client, who.email, `typo-${i}`).expect(401);
    await login(client, who.email, who.password).expect(200);
  });

  it('past 100 failures a day on an account, refuses an address after 3, and still lets the owner in', async () => {
    const who = await registered();
    const seen = await newClient(t);
    const fresh = await newClient(t);
    await setCounter(`sign-in-failures:account:${who.email}`, 100);
    await setCounter(`sign-in-failures:address-day:${who.email}|${seen.ip}`, 3);
    const refused = await login(seen, who.email, who.password);
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    // a fresh address is slowed by the account's delay (at most 2 s for it) but never refused by it
    await login(fresh, who.email, who.password).expect(200);
    expect(waits).toEqual([2000]);
  });

  it('limits sign-in attempts per client address across accounts', async () => {
    const client = await newClient(t);
    await setCounter(`login:ip:${client.ip}`, 50);
    expectTooMany(await login(client, 'someone@example.com', 'whatever'));
  });

  it('limits registrations per client address', async () => {
    const client = await newClient(t);
    for (let i = 0; i < 20; i++) await client.post('/api/auth/register', { email: 'x' }).expect(400);
    await client.post('/api/auth/register', account()).expect(429);
  });

  it('starts a new window once the old one has passed', async () => {
    const client = await newClient(t);
    for (let i = 0; i < 20; i++) await client.post('/api/auth/register', { email: 'x' }).expect(400);
    await client.post('/api/auth/register', account()).expect(429);
    await ageRateLimitWindow(t, `register:ip:${client.ip}`, 2);
    await client.post('/api/auth/register', account()).expect(201);
  });
});
