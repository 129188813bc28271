import type { RemotePattern } from 'next/dist/shared/lib/image-config';
import type { ImageRemoteHost } from '../server-env';

export interface RemoteImageConfig {
  remotePatterns: RemotePattern[];
  dangerouslyAllowLocalIP: boolean;
}

const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

function isLoopbackHost({ hostname }: ImageRemoteHost): boolean {
  return hostname === 'localhost' || LOOPBACK_IPV4.test(hostname);
}

/** Whether Next's optimiser (and the brochures) may fetch a picture at `url`: one of IMAGE_REMOTE_HOSTS serves it. */
export function isAllowedRemoteImage(url: URL, hosts: readonly ImageRemoteHost[]): boolean {
  return hosts.some(
    (host) =>
      url.protocol === `${host.protocol}:` &&
      url.hostname === host.hostname &&
      url.port === host.port &&
      url.pathname.startsWith(`${host.pathPrefix}/`),
  );
}

/** next.config's `images` settings that let Next's optimiser fetch hosted records' images from these hosts. */
export function buildRemoteImageConfig(hosts: readonly ImageRemoteHost[]): RemoteImageConfig {
  return {
    remotePatterns: hosts.map((host) => ({
      protocol: host.protocol,
      hostname: host.hostname,
      // An empty port matches only the protocol's default one, never any port.
      port: host.port,
      pathname: `${host.pathPrefix}/**`,
    })),
    // The optimiser refuses hosts that resolve to private addresses, so that an allowed name cannot be
    // pointed at the internal network (SSRF). The switch lifts that for every host, so it is on only
    // when every host is this machine: an image server running beside the site, as in the e2e tests.
    dangerouslyAllowLocalIP: hosts.length > 0 && hosts.every(isLoopbackHost),
  };
}
