// SSRF guard for URLs the services call on a caller's behalf: webhook targets (refused
// at registration and at every delivery, docs/decisions.md "Webhooks") and attachment
// URLs of channel sends. Loopback and private addresses are the public API's own rule.
// Policy: a target is refused when ANY address its host resolves to is not public
// unicast, because the connection could otherwise be steered to the one that is not.
// Decisions beyond loopback and private, each refusing what no public receiver needs:
// - IPv4: reserved blocks that no public receiver lives in are refused too:
//   0/8, 192.0.0/24, documentation nets, 192.88.99/24 (6to4 relay), 198.18/15, 240/4.
// - IPv6: only global unicast 2000::/3 is accepted, minus documentation, Teredo (its
//   client address is obfuscated, so it could hide anything) and 6to4 / NAT64 forms
//   whose embedded IPv4 address is refused. IPv4-mapped (::ffff:a.b.c.d), SIIT
//   (::ffff:0:a.b.c.d) and NAT64 64:ff9b::/96 are judged by the IPv4 they carry;
//   deprecated IPv4-compatible ::a.b.c.d and local-use NAT64 64:ff9b:1::/48 are refused.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface LookupAddress {
  address: string;
  family: number;
}
/** Injectable so tests can simulate DNS rebinding; defaults to dns.lookup(all: true). */
export type LookupFn = (hostname: string) => Promise<LookupAddress[]>;

export const defaultLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type UrlCheckFailure = {
  ok: false;
  reason: string;
  /** `invalid_url`: the URL itself; `blocked_address`: a resolved address; `dns_error`: resolution failed. */
  kind: 'invalid_url' | 'blocked_address' | 'dns_error';
};
export type UrlCheckResult = { ok: true; addresses: string[] } | UrlCheckFailure;

interface V4Range {
  base: number;
  bits: number;
  reason: string;
}

function v4(cidr: string, reason: string): V4Range {
  const [addr, bits] = cidr.split('/');
  return { base: parseIpv4(addr!)!, bits: Number(bits), reason };
}

// Most specific first: the first match names the reason.
const IPV4_BLOCKED: V4Range[] = [
  v4('0.0.0.0/32', 'unspecified'),
  v4('255.255.255.255/32', 'broadcast'),
  v4('0.0.0.0/8', 'reserved (0.0.0.0/8, "this network")'),
  v4('10.0.0.0/8', 'private (10.0.0.0/8)'),
  v4('100.64.0.0/10', 'carrier-grade NAT (100.64.0.0/10)'),
  v4('127.0.0.0/8', 'loopback (127.0.0.0/8)'),
  v4('169.254.0.0/16', 'link-local (169.254.0.0/16)'),
  v4('172.16.0.0/12', 'private (172.16.0.0/12)'),
  v4('192.0.0.0/24', 'reserved (192.0.0.0/24, IETF protocol assignments)'),
  v4('192.0.2.0/24', 'documentation (192.0.2.0/24)'),
  v4('192.88.99.0/24', 'reserved (192.88.99.0/24, 6to4 relay anycast)'),
  v4('192.168.0.0/16', 'private (192.168.0.0/16)'),
  v4('198.18.0.0/15', 'reserved (198.18.0.0/15, benchmarking)'),
  v4('198.51.100.0/24', 'documentation (198.51.100.0/24)'),
  v4('203.0.113.0/24', 'documentation (203.0.113.0/24)'),
  v4('224.0.0.0/4', 'multicast (224.0.0.0/4)'),
  v4('240.0.0.0/4', 'reserved (240.0.0.0/4)'),
];

/** Dotted quad (exactly four decimal parts, as dns.lookup and the URL parser emit) to uint32. */
function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

function ipv4Reason(value: number): string | null {
  for (const range of IPV4_BLOCKED) {
    const size = 2 ** (32 - range.bits);
    if (Math.floor(value / size) === Math.floor(range.base / size)) return range.reason;
  }
  return null;
}

/** RFC 4291 text form (with :: and an optional trailing dotted quad) to 16 bytes. */
function parseIpv6(text: string): Uint8Array | null {
  let head = text.split('%')[0]!;
  const lastColon = head.lastIndexOf(':');
  const tail = head.slice(lastColon + 1);
  if (tail.includes('.')) {
    const value = parseIpv4(tail);
    if (value === null) return null;
    head = `${head.slice(0, lastColon + 1)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === '') return [];
    const groups = part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
    return groups.some(Number.isNaN) ? null : groups;
  };
  const left = toGroups(halves[0]!);
  const right = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (left === null || right === null) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...left, ...new Array<number>(missing).fill(0), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 0xff;
  });
  return bytes;
}

function startsWith(bytes: Uint8Array, prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 1) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[byte]! & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function embeddedV4(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

function formatV4(value: number): string {
  return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].join('.');
}

function embeddedReason(label: string, value: number): string | null {
  const reason = ipv4Reason(value);
  return reason === null ? null : `${label} of ${formatV4(value)}: ${reason}`;
}

function ipv6Reason(bytes: Uint8Array): string | null {
  if (bytes.every((b) => b === 0)) return 'unspecified (::)';
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback (::1)';
  const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
  if (startsWith(bytes, mapped, 96)) return embeddedReason('IPv4-mapped form', embeddedV4(bytes, 12));
  const siit = [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0];
  if (startsWith(bytes, siit, 96)) return embeddedReason('IPv4-translated form', embeddedV4(bytes, 12));
  if (startsWith(bytes, [], 96)) {
    return embeddedReason('IPv4-compatible form', embeddedV4(bytes, 12)) ?? 'deprecated IPv4-compatible address (::/96)';
  }
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 96)) return embeddedReason('NAT64 form', embeddedV4(bytes, 12));
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return 'local-use NAT64 (64:ff9b:1::/48)';
  if (startsWith(bytes, [0xfe, 0x80], 10)) return 'link-local (fe80::/10)';
  if (startsWith(bytes, [0xfe, 0xc0], 10)) return 'site-local (fec0::/10, deprecated)';
  if (startsWith(bytes, [0xfc], 7)) return 'unique-local (fc00::/7)';
  if (startsWith(bytes, [0xff], 8)) return 'multicast (ff00::/8)';
  if (!startsWith(bytes, [0x20], 3)) return 'not global unicast (outside 2000::/3)';
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'documentation (2001:db8::/32)';
  if (startsWith(bytes, [0x3f, 0xff], 20)) return 'documentation (3fff::/20)';
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x00], 32)) return 'Teredo tunnel (2001::/32)';
  if (startsWith(bytes, [0x20, 0x02], 16)) return embeddedReason('6to4 form', embeddedV4(bytes, 2));
  return null;
}

/** Why this address must not be called, or null when it is public unicast. */
export function isBlockedAddress(ip: string): string | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const family = isIP(bare.split('%')[0]!);
  if (family === 4) {
    const reason = ipv4Reason(parseIpv4(bare)!);
    return reason === null ? null : `${bare} is ${reason}`;
  }
  if (family === 6) {
    const bytes = parseIpv6(bare);
    if (bytes === null) return `${bare} is not a parsable IPv6 address`;
    const reason = ipv6Reason(bytes);
    return reason === null ? null : `${bare} is ${reason}`;
  }
  return `${bare} is not an IP address`;
}

export interface ParsedTarget {
  url: URL;
  /** Host without IPv6 brackets: what DNS resolves and TLS verifies (SNI when a name). */
  hostname: string;
  port: number;
}

/** Syntax rules only (https, no userinfo, a host); no I/O. */
export function parsePublicUrl(raw: string): ParsedTarget | UrlCheckFailure {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, kind: 'invalid_url', reason: 'url is not a valid absolute URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, kind: 'invalid_url', reason: 'url must use https://' };
  if (url.username !== '' || url.password !== '') {
    return { ok: false, kind: 'invalid_url', reason: 'url must not contain credentials (user:password@)' };
  }
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (hostname === '') return { ok: false, kind: 'invalid_url', reason: 'url must name a host' };
  return { url, hostname, port: url.port === '' ? 443 : Number(url.port) };
}

/**
 * Resolves the host (IP literals included) and checks every address. Webhooks call
 * it at registration and again at every delivery; the connection then goes to one
 * of the returned addresses (pinned), never to a fresh DNS answer.
 */
export async function checkPublicUrl(
  url: string,
  options: { allowPrivateTargets: boolean; lookup?: LookupFn; lookupTimeoutMs?: number },
): Promise<UrlCheckResult> {
  const target = parsePublicUrl(url);
  if ('ok' in target) return target;
  return checkTarget(target, options);
}

/**
 * A resolver that hangs (an unreachable DNS server) must not hold the caller
 * past its own deadline: registration would answer 504 instead of 400
 * invalid_url. Well under the gateway's default RPC deadline of 5 s.
 */
export const DNS_LOOKUP_TIMEOUT_MS = 2_000;

export async function checkTarget(
  target: ParsedTarget,
  options: { allowPrivateTargets: boolean; lookup?: LookupFn; lookupTimeoutMs?: number },
): Promise<UrlCheckResult> {
  let resolved: LookupAddress[];
  try {
    resolved =
      isIP(target.hostname) !== 0
        ? [{ address: target.hostname, family: isIP(target.hostname) }]
        : await withTimeout((options.lookup ?? defaultLookup)(target.hostname), options.lookupTimeoutMs ?? DNS_LOOKUP_TIMEOUT_MS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'lookup_failed';
    return { ok: false, kind: 'dns_error', reason: `host ${target.hostname} could not be resolved (${code})` };
  }
  if (resolved.length === 0) return { ok: false, kind: 'dns_error', reason: `host ${target.hostname} has no address` };
  const addresses = resolved.map((entry) => entry.address);
  if (!options.allowPrivateTargets) {
    for (const address of addresses) {
      const reason = isBlockedAddress(address);
      if (reason !== null) return { ok: false, kind: 'blocked_address', reason };
    }
  }
  return { ok: true, addresses };
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEOUT' })), timeoutMs);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
