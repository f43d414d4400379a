import { isPrivateAddress, resolveTarget } from './address-guard';

describe('the webhooks’ address guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );

  it('resolves names, refusing a private answer unless allowed', async () => {
    await expect(resolveTarget(new URL('http://localhost:9/'), false)).rejects.toThrow(/private, loopback/);
    await expect(resolveTarget(new URL('http://[::1]:9/'), false)).rejects.toThrow(/private, loopback/);
    const allowed = await resolveTarget(new URL('http://localhost:9/'), true);
    expect(allowed.length).toBeGreaterThan(0);
    expect(await resolveTarget(new URL('https://93.184.216.34/'), false)).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });
});
