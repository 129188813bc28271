import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

const INSTALLED = Symbol.for('site.peerAddressHeader');
/** Node publishes each request here before the server's `request` event (a documented channel). */
const REQUEST_START = 'http.server.request.start';

/**
 * Appends the address of the connection to X-Forwarded-For, as nginx's
 * `$proxy_add_x_forwarded_for` does. Next writes the header only when a request lacks it, so a
 * client that sends its own would otherwise hide the address it connects from. After this the
 * last entry is always the peer of this server (`lib/enquiries/client-ip.ts` counts from there).
 */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(sent) ? sent.join(', ') : sent;
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
}

/**
 * `next start` owns its HTTP server and offers no hook before its own handler; Node's diagnostics
 * channel for incoming requests is heard before that handler runs. Installed once per process.
 */
export function installPeerAddressHeader(): void {
  const holder = globalThis as { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  subscribe(REQUEST_START, (message) => appendPeerAddress((message as { request: IncomingMessage }).request));
}
