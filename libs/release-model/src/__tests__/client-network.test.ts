import { clientNetwork } from '../client-network';

describe('clientNetwork', () => {
  it('counts an IPv4 /24 as one client', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250')).toBe(clientNetwork('203.0.113.7'));
    expect(clientNetwork('203.0.114.7')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('counts an IPv6 /64 as one client, however the address is written', () => {
    const one = clientNetwork('2001:db8:85a3:1::1');
    expect(one).toBe('2001:db8:85a3:1::/64');
    expect(clientNetwork('2001:0db8:85a3:0001:ffff:ffff:ffff:ffff')).toBe(one);
    expect(clientNetwork('[2001:db8:85a3:1:abcd::9]')).toBe(one);
    expect(clientNetwork('2001:db8:85a3:2::1')).not.toBe(one);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv6 /56 as one client when asked', () => {
    expect(clientNetwork('2001:db8:85a3:1ff::1', 56)).toBe(clientNetwork('2001:db8:85a3:100::1', 56));
    expect(clientNetwork('2001:db8:85a3:200::1', 56)).not.toBe(clientNetwork('2001:db8:85a3:100::1', 56));
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 network', () => {
    expect(clientNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('keeps what is not an address apart from every address', () => {
    expect(clientNetwork('')).toBe('other:');
    expect(clientNetwork('unknown')).toBe('other:unknown');
    expect(clientNetwork('300.1.1.1')).toBe('other:300.1.1.1');
    expect(clientNetwork('1::2::3')).toBe('other:1::2::3');
  });
});
