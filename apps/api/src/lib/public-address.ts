import { BlockList, isIP } from 'node:net';

// The networks a request the programme makes on someone's behalf (a webhook to the company's URL)
// must never reach: this machine, the networks behind it and the cloud's metadata service.
// BlockList matches an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the IPv4 rules too.
/** The kinds of network that are not the public Internet. */
export type NonPublicKind =
  | 'unspecified'
  | 'private'
  | 'cgnat'
  | 'loopback'
  | 'link_local'
  | 'protocol'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'nat64'
  | 'unique_local'
  | 'site_local'
  | 'not_ip';

const NOT_PUBLIC: readonly [string, number, 'ipv4' | 'ipv6', NonPublicKind][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'cgnat'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link_local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'protocol'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  // NAT64 of the local network (RFC 8215); the well-known prefix is judged by the IPv4 it embeds.
  ['64:ff9b:1::', 48, 'ipv6', 'nat64'],
  ['fc00::', 7, 'ipv6', 'unique_local'],
  ['fe80::', 10, 'ipv6', 'link_local'],
  ['fec0::', 10, 'ipv6', 'site_local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const lists = NOT_PUBLIC.map(([address, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(address, prefix, family);
  return { list, kind };
});

const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

/** `64:ff9b::a00:1` → `10.0.0.1`: the IPv4 address a well-known-prefix NAT64 address stands for. */
function embeddedIpv4(address: string): string {
  const groups = address.split(':').slice(-2);
  const n = groups.map((g) => parseInt(g || '0', 16));
  return [n[0]! >> 8, n[0]! & 255, n[1]! >> 8, n[1]! & 255].join('.');
}

/**
 * Which kind of non-public network an address belongs to (`loopback`, `private`, …), or null for a
 * public one. Not an address at all counts as not public.
 */
export function nonPublicKind(address: string): NonPublicKind | null {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 0) return 'not_ip';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (type === 'ipv6' && NAT64.check(plain, 'ipv6')) {
    return nonPublicKind(plain.includes('.') ? plain.slice(plain.lastIndexOf(':') + 1) : embeddedIpv4(plain));
  }
  for (const { list, kind } of lists) if (list.check(plain, type)) return kind;
  return null;
}
