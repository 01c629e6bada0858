import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::', 'fe80:0:0:0::/64'],
    ['unbekannt', 'unbekannt'],
  ])('%s → %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it('puts two addresses of one /64 together and another /64 apart', () => {
    const a = clientNetwork('2001:db8:1:2::10');
    expect(clientNetwork('2001:db8:1:2:ffff::1')).toBe(a);
    expect(clientNetwork('2001:db8:1:3::10')).not.toBe(a);
  });
});
