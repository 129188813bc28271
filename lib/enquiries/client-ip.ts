import 'server-only';

/** The longest textual IPv6 address, IPv4-mapped form included. */
const MAX_IP_LENGTH = 45;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:]*(:(\d{1,3}\.){3}\d{1,3})?$/i;
const BRACKETED_WITH_PORT = /^\[([^\]]+)\](:\d+)?$/;
const IPV4_WITH_PORT = /^([\d.]+):\d+$/;
const IPV4_MAPPED = /^::ffff:([\d.]+)$/i;

export const UNKNOWN_CLIENT_IP = 'unknown';

// Some proxies append the port ("203.0.113.7:51234", "[2001:db8::1]:443"); the limit is per address.
function stripPort(value: string): string {
  return value.match(BRACKETED_WITH_PORT)?.[1] ?? value.match(IPV4_WITH_PORT)?.[1] ?? value;
}

const IPV6_GROUPS = 8;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, a dotted IPv4 tail read as two; null if malformed. */
function ipv6Groups(address: string): number[] | null {
  const dotted = address.match(/^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/);
  let text = address;
  if (dotted) {
    const [head = '', tail = ''] = dotted.slice(1);
    if (!IPV4.test(tail)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${head}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = IPV6_GROUPS - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => HEXTET.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * How much of an IPv6 address is one client. A subscriber line is given a whole /64 (RFC 6177), so
 * counting single addresses would let anyone rotate through 2^64 of them: the per-client limits
 * count /64s. A site is given a /48, 65,536 /64s, so a share of a budget every client spends
 * together (the alert confirmations) counts /48s.
 */
export type Ipv6ClientPrefix = 48 | 64;

function ipv6Network(address: string, prefix: Ipv6ClientPrefix): string | null {
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, prefix / 16)
        .map((group) => group.toString(16))
        .join(':')}::/${prefix}`
    : null;
}

function normaliseIp(raw: string | null | undefined, prefix: Ipv6ClientPrefix): string | null {
  if (!raw) return null;
  const candidate = stripPort(raw.trim());
  if (candidate.length === 0 || candidate.length > MAX_IP_LENGTH) return null;
  if (IPV4.test(candidate)) return candidate;
  // Node reports an IPv4 client of a dual-stack socket as ::ffff:a.b.c.d; it is the same address.
  const mapped = candidate.match(IPV4_MAPPED)?.[1];
  if (mapped && IPV4.test(mapped)) return mapped;
  return IPV6.test(candidate) ? ipv6Network(candidate.toLowerCase(), prefix) : null;
}

/**
 * The visitor's address as rate limits count it: an IPv4 address, or an IPv6 client's /64 network
 * (`2001:db8:1:2::/64`), or /48 with `ipv6Prefix` 48 (`2001:db8:1::/48`). X-Forwarded-For ends
 * with the address of the peer that connected to this server, which the server appends itself
 * (`lib/http/peer-address.ts`); each trusted proxy in front (TRUSTED_PROXY_HOPS) appended the
 * address that called it. So the client is `hops` entries left of the last one, and whatever
 * stands further left is the client's own writing, never trusted. With no proxy that is the
 * connection's own address, however the header was spoofed. Anything that is not an address reads
 * as unknown, so text cannot grow the limiter's keys.
 */
export function getClientIp(
  headers: Pick<Headers, 'get'>,
  trustedProxyHops: number,
  ipv6Prefix: Ipv6ClientPrefix = 64,
): string {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',');
  const client = entries[Math.max(0, entries.length - 1 - trustedProxyHops)];
  return normaliseIp(client, ipv6Prefix) ?? UNKNOWN_CLIENT_IP;
}
