import { describe, expect, it } from 'vitest';
import { getClientIp } from '@/lib/enquiries/client-ip';

function ipFrom(init: Record<string, string>): string {
  return getClientIp(new Headers(init));
}

describe('getClientIp', () => {
  it('takes the first x-forwarded-for entry: the original client', () => {
    expect(ipFrom({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('falls back to x-real-ip, then to "unknown"', () => {
    expect(ipFrom({ 'x-real-ip': '198.51.100.4' })).toBe('198.51.100.4');
    expect(ipFrom({ 'x-forwarded-for': 'not-an-ip', 'x-real-ip': '198.51.100.4' })).toBe('198.51.100.4');
    expect(ipFrom({})).toBe('unknown');
  });

  it('accepts IPv6 addresses, lower-cased', () => {
    expect(ipFrom({ 'x-forwarded-for': '2001:DB8::1' })).toBe('2001:db8::1');
    expect(ipFrom({ 'x-forwarded-for': '::ffff:192.0.2.1' })).toBe('::ffff:192.0.2.1');
  });

  it('strips a port some proxies append', () => {
    expect(ipFrom({ 'x-forwarded-for': '203.0.113.7:51234' })).toBe('203.0.113.7');
    expect(ipFrom({ 'x-forwarded-for': '[2001:db8::1]:443' })).toBe('2001:db8::1');
  });

  it('ignores anything that is not an address, so text cannot become a limiter key', () => {
    expect(ipFrom({ 'x-forwarded-for': '<script>' })).toBe('unknown');
    expect(ipFrom({ 'x-forwarded-for': '999.1.1.1' })).toBe('unknown');
    expect(ipFrom({ 'x-forwarded-for': '1.2.3' })).toBe('unknown');
    expect(ipFrom({ 'x-forwarded-for': ':'.repeat(46) })).toBe('unknown');
    expect(ipFrom({ 'x-forwarded-for': `${'a'.repeat(200)}:1` })).toBe('unknown');
    expect(ipFrom({ 'x-forwarded-for': '' })).toBe('unknown');
  });
});
