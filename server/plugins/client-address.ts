/**
 * The client address a per-address limit counts: an IPv4 address as it is, an IPv6 one by its
 * /64 network. Every home or mobile connection gets at least a /64 (2^64 addresses), so limits
 * keyed by the full IPv6 address would give each attacker a fresh allowance per request.
 * IPv4-mapped IPv6 (`::ffff:10.0.0.1`, how a dual-stack socket reports an IPv4 client) is the
 * IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

export function addressKey(ip: string): string {
  // A zone (fe80::1%eth0) names the local interface, not another client.
  const address = ip.toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
