import { describe, expect, it } from 'vitest';
import { sourceAddress } from './source-address.js';

describe('sourceAddress', () => {
  it('keeps an IPv4 address, also when IPv6-mapped', () => {
    expect(sourceAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one source, however it is written', () => {
    const one = sourceAddress('2001:db8:abcd:12::1');
    expect(one).toBe('2001:db8:abcd:12::/64');
    expect(sourceAddress('2001:0DB8:ABCD:0012:ffff:1:2:3')).toBe(one);
    expect(sourceAddress('2001:db8:abcd:12:0:0:0:99')).toBe(one);
    expect(sourceAddress('2001:db8:abcd:13::1')).not.toBe(one);
    expect(sourceAddress('::1')).toBe('0:0:0:0::/64');
    expect(sourceAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
