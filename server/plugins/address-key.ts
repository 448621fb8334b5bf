import { isIPv4, isIPv6 } from 'node:net';

/**
 * The visitor a limit counts, from their address: an IPv4 address as it is (an IPv4-mapped
 * IPv6 one as its IPv4), an IPv6 address as its /64. One household or phone is given a
 * whole /64 and can pick any of its 2^64 addresses, so counting each address would let
 * anyone rotate past every limit. The sign-in throttle, the sign-in, enquiry and quote
 * rate limits all count by this key.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // Not an address at all (a socket that has closed): counted as what it says.
  if (!isIPv6(ip)) return ip;
  const groups = hextets(ip);
  const [a = 0, b = 0, c = 0, d = 0, , mapped, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && mapped === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = [a, b, c, d, 0, 0, 0, 0].map((group) => group.toString(16)).join(':');
  return `${canonical(prefix)}/64`;
}

/** RFC 5952's form (lower case, the longest run of zeros as `::`), as URLs write it. */
function canonical(ipv6: string) {
  return new URL(`http://[${ipv6}]`).hostname.slice(1, -1);
}

/** The eight 16-bit groups of an IPv6 address, any zone (`%eth0`) left off. */
function hextets(ip: string): number[] {
  const written = canonical(ip.split('%')[0] ?? ip);
  const [head = '', tail] = written.split('::');
  const groups = (part: string) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
