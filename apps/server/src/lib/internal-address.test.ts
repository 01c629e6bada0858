import { describe, expect, it } from 'vitest';
import { ipv6Groups, isInternalAddress } from './internal-address.ts';

describe('isInternalAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['0.0.0.0', true],
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['100.64.0.1', true],
    ['169.254.169.254', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.10', true],
    ['198.18.0.1', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:a9fe:a9fe', true],
    ['::127.0.0.1', true],
    ['64:ff9b::7f00:1', true],
    ['2002:7f00:1::', true],
    ['2002:c0a8:0101::1', true],
    ['fd00::', true],
    ['fd12:3456:789a::1', true],
    ['fc00::1', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['fec0::1', true],
    ['ff02::1', true],
    ['2001:db8::1', true],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', true],
    ['100::1', true],
    ['localhost', true],
    ['not-an-ip', true],
    // public
    ['1.1.1.1', false],
    ['93.184.216.34', false],
    ['172.15.255.255', false],
    ['172.32.0.1', false],
    ['100.128.0.1', false],
    ['169.253.255.255', false],
    ['11.0.0.1', false],
    ['::ffff:93.184.216.34', false],
    ['64:ff9b::5db8:d822', false],
    ['2002:5db8:d822::1', false],
    ['2a00:1450:4001:80b::200e', false],
    ['2606:4700:4700::1111', false],
  ])('%s → internal %s', (ip, internal) => {
    expect(isInternalAddress(ip)).toBe(internal);
  });

  it('expands IPv6 notations to eight groups', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('fd00::')).toEqual([0xfd00, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
