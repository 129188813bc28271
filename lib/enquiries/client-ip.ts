import 'server-only';

/** The longest textual IPv6 address, IPv4-mapped form included. */
const MAX_IP_LENGTH = 45;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:]*(:(\d{1,3}\.){3}\d{1,3})?$/i;
const BRACKETED_WITH_PORT = /^\[([^\]]+)\](:\d+)?$/;
const IPV4_WITH_PORT = /^([\d.]+):\d+$/;

export const UNKNOWN_CLIENT_IP = 'unknown';

// Some proxies append the port ("203.0.113.7:51234", "[2001:db8::1]:443"); the limit is per address.
function stripPort(value: string): string {
  return value.match(BRACKETED_WITH_PORT)?.[1] ?? value.match(IPV4_WITH_PORT)?.[1] ?? value;
}

function normaliseIp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const candidate = stripPort(raw.trim());
  if (candidate.length === 0 || candidate.length > MAX_IP_LENGTH) return null;
  if (IPV4.test(candidate)) return candidate;
  return IPV6.test(candidate) ? candidate.toLowerCase() : null;
}

/**
 * The visitor's address as the hosting proxy reports it: the first `x-forwarded-for` entry is the
 * original client. Without a proxy that overwrites the header a client can choose it, so this keys
 * a courtesy limit, never an authorisation decision. Anything that is not an address is ignored so
 * an attacker cannot grow the limiter's keys with arbitrary text.
 */
export function getClientIp(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0];
  return normaliseIp(forwarded) ?? normaliseIp(headers.get('x-real-ip')) ?? UNKNOWN_CLIENT_IP;
}
