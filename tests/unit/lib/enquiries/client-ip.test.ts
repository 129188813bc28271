import { describe, expect, it } from 'vitest';
import { getClientIp } from '@/lib/enquiries/client-ip';

function ipFrom(forwarded: string | null, hops = 0, extra: Record<string, string> = {}): string {
  return getClientIp(
    new Headers({ ...(forwarded === null ? {} : { 'x-forwarded-for': forwarded }), ...extra }),
    hops,
  );
}

describe('getClientIp', () => {
  it('with no proxy, is the address the server appended last, whatever the client wrote before it', () => {
    expect(ipFrom('127.0.0.1')).toBe('127.0.0.1');
    expect(ipFrom('203.0.113.7, 198.51.100.9, 192.0.2.44')).toBe('192.0.2.44');
    expect(ipFrom('198.51.100.23, 127.0.0.1', 0, { 'x-real-ip': '198.51.100.4' })).toBe('127.0.0.1');
  });

  it('behind trusted proxies, is the address the outermost one appended', () => {
    // client-written, client (appended by the load balancer), load balancer (appended by the server)
    expect(ipFrom('6.6.6.6, 203.0.113.7, 10.0.0.2', 1)).toBe('203.0.113.7');
    expect(ipFrom('6.6.6.6, 203.0.113.7, 10.0.0.1, 10.0.0.2', 2)).toBe('203.0.113.7');
    // Fewer entries than proxies: the leftmost is the best there is.
    expect(ipFrom('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('reads an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(ipFrom('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv6 client by its /64, however it spells the address', () => {
    expect(ipFrom('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    // Every address of one subscriber's /64 is one client.
    for (const address of [
      '2001:db8:12:3400::1',
      '2001:db8:12:3400:ffff:ffff:ffff:ffff',
      '2001:0db8:0012:3400:dead:beef:0:1',
      '2001:db8:12:3400:0:0:192.0.2.7',
    ]) {
      expect(ipFrom(address), address).toBe('2001:db8:12:3400::/64');
    }
    expect(ipFrom('2001:db8:12:3401::1')).toBe('2001:db8:12:3401::/64');
    expect(ipFrom('::1')).toBe('0:0:0:0::/64');
    expect(ipFrom('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv6 client by its /48 where a share of a budget is at stake, and IPv4 the same', () => {
    const network = (forwarded: string) => getClientIp(new Headers({ 'x-forwarded-for': forwarded }), 0, 48);
    // Every /64 of one site's /48 is one client.
    for (const address of ['2001:db8:12:3400::1', '2001:db8:12:ffff::1', '2001:db8:12::'])
      expect(network(address), address).toBe('2001:db8:12::/48');
    expect(network('2001:db8:13::1')).toBe('2001:db8:13::/48');
    expect(network('203.0.113.7')).toBe('203.0.113.7');
    expect(network('<script>')).toBe('unknown');
  });

  it('strips a port some proxies append', () => {
    expect(ipFrom('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(ipFrom('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
  });

  it('is "unknown" for anything that is not an address, so text cannot become a limiter key', () => {
    expect(ipFrom(null)).toBe('unknown');
    expect(ipFrom('<script>')).toBe('unknown');
    expect(ipFrom('999.1.1.1')).toBe('unknown');
    expect(ipFrom('1.2.3')).toBe('unknown');
    expect(ipFrom(':'.repeat(46))).toBe('unknown');
    expect(ipFrom(`${'a'.repeat(200)}:1`)).toBe('unknown');
    expect(ipFrom('')).toBe('unknown');
    expect(ipFrom('2001:db8::1::2')).toBe('unknown');
    expect(ipFrom('1:2:3:4:5:6:7:8:9')).toBe('unknown');
    expect(ipFrom('12345::1')).toBe('unknown');
  });
});
