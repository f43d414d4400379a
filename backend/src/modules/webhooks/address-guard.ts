import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

// The addresses a webhook may not reach unless its endpoint allows private addresses: a request from
// the server to them would reach what only the server should (its database, the cloud's metadata at
// 169.254.169.254, the office network): server-side request forgery.
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

// an IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one
const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function isPrivateAddress(address: string): boolean {
  const mapped = MAPPED.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true; // not an address: never trusted
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export class AddressRefused extends Error {}

// Where a webhook's URL may be sent, resolved once: every address of its host, refused when any is
// private (a host answering both ways could pick the private one) unless `allowPrivate`. The caller
// connects to an address of this answer (pinned), so a DNS answer changed between the check and the
// connection cannot lead it elsewhere.
export async function resolveTarget(url: URL, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];
    } catch {
      throw new AddressRefused(`The host ${host} could not be resolved.`);
    }
  }
  if (!addresses.length) throw new AddressRefused(`The host ${host} could not be resolved.`);
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused && !allowPrivate)
    throw new AddressRefused(
      `${host} is a private, loopback or link-local address (${refused.address}); ` +
        'webhooks go there only when the endpoint allows private addresses.',
    );
  return addresses;
}
