import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { describe, expect, it } from 'vitest';

import { buildRemoteImageConfig } from '@/lib/images/remote-patterns';
import { parseServerConfig } from '@/lib/server-config';

function configFor(value: string) {
  return buildRemoteImageConfig(parseServerConfig({ IMAGE_REMOTE_HOSTS: value }).imageRemoteHosts);
}

/** Whether Next's optimiser, given these settings, would fetch the URL. */
function allows(value: string, url: string): boolean {
  return hasRemoteMatch([], configFor(value).remotePatterns, new URL(url));
}

describe('buildRemoteImageConfig', () => {
  it('allows no host and no local address when none is configured', () => {
    expect(buildRemoteImageConfig([])).toEqual({ remotePatterns: [], dangerouslyAllowLocalIP: false });
  });

  it('turns each host into a pattern with its protocol, exact port and path prefix', () => {
    expect(
      configFor('https://cdn.example.co.za:8443/listings/, images.ctfassets.net').remotePatterns,
    ).toEqual([
      { protocol: 'https', hostname: 'cdn.example.co.za', port: '8443', pathname: '/listings/**' },
      { protocol: 'https', hostname: 'images.ctfassets.net', port: '', pathname: '/**' },
    ]);
  });

  it('lets the optimiser fetch only URLs under a configured host and path', () => {
    const hosts = 'https://cdn.example.co.za/listings, http://127.0.0.1:3100';
    expect(allows(hosts, 'https://cdn.example.co.za/listings/p-1/a.jpg?v=2')).toBe(true);
    expect(allows(hosts, 'http://127.0.0.1:3100/images/people/ct-1001-f5.webp')).toBe(true);
    expect(allows(hosts, 'https://cdn.example.co.za/private/a.jpg')).toBe(false);
    expect(allows(hosts, 'http://cdn.example.co.za/listings/a.jpg')).toBe(false);
    expect(allows(hosts, 'https://cdn.example.co.za:8443/listings/a.jpg')).toBe(false);
    expect(allows(hosts, 'https://evil.cdn.example.co.za/listings/a.jpg')).toBe(false);
    expect(allows(hosts, 'http://127.0.0.1:3101/images/a.webp')).toBe(false);
  });

  it('allows local addresses only when every host is this machine', () => {
    expect(configFor('http://127.0.0.1:3100').dangerouslyAllowLocalIP).toBe(true);
    expect(configFor('http://localhost:3100, 127.0.0.2').dangerouslyAllowLocalIP).toBe(true);
    expect(configFor('http://127.0.0.1:3100, cdn.example.co.za').dangerouslyAllowLocalIP).toBe(false);
    expect(configFor('10.0.0.5').dangerouslyAllowLocalIP).toBe(false);
  });
});
