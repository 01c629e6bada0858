import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges no outgoing request may reach: not the public internet (RFC 6890 and its kin). */
const INTERNAL_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the own machine
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const INTERNAL_V4_RANGES = INTERNAL_V4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = Math.floor(v4Number(base) / size) * size;
  return { start, end: start + size - 1 };
});

function isInternalV4(ip: string): boolean {
  const n = v4Number(ip);
  return INTERNAL_V4_RANGES.some((r) => n >= r.start && n <= r.end);
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 converted). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => parseInt(g, 16));
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

function isInternalV6(ip: string): boolean {
  const g = ipv6Groups(ip);
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d, also :: and ::1):
  // the IPv4 address decides.
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return isInternalV4(v4Of(g[6]!, g[7]!));
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return isInternalV4(v4Of(g[6]!, g[7]!));
  }
  // 6to4 (2002::/16) tunnels to the IPv4 address in groups 1 and 2.
  if (g[0] === 0x2002) return isInternalV4(v4Of(g[1]!, g[2]!));
  // Teredo (2001::/32) and documentation (2001:db8::/32) are no destination for a call.
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return true;
  // Only global unicast (2000::/3) is the public internet; this leaves out loopback,
  // unique-local fc00::/7, link-local fe80::/10, site-local, multicast ff00::/8, and the rest.
  return (g[0]! & 0xe000) !== 0x2000;
}

/**
 * Whether an IP address is not on the public internet (loopback, private, link-local, unique
 * local, multicast, reserved), also when written as IPv4-mapped IPv6. Anything that is no IP
 * address counts as internal: the caller must not connect to it.
 */
export function isInternalAddress(ip: string): boolean {
  if (isIPv4(ip)) return isInternalV4(ip);
  const bare = ip.replace(/^\[|\]$/g, '');
  if (isIPv6(bare)) return isInternalV6(bare);
  return true;
}
