import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for in the login throttle: an IPv4 address itself
 * (also when written IPv4-mapped, `::ffff:1.2.3.4`), for IPv6 its /64 prefix, because one
 * connection usually owns a whole /64 and could otherwise rotate through it.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
