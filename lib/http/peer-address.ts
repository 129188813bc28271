import 'server-only';
import { Server, type IncomingMessage } from 'node:http';

const INSTALLED = Symbol.for('ridgeway.peerAddressHeader');

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
 * `next start` owns its HTTP server and offers no hook before its own handler, so the server's
 * `request` event is where each request is seen first. Installed once per process, at start-up.
 */
export function installPeerAddressHeader(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function emitWithPeerAddress(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') appendPeerAddress(args[0] as IncomingMessage);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
