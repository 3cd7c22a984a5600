import { isIP } from 'node:net';

/**
 * Which proxies may tell the gateway the client's address (Express
 * `trust proxy`): none, the last N hops, or the proxies at given addresses.
 * Trusting any X-Forwarded-For would let a caller pick the address its
 * per-IP throttle and audit entries are filed under.
 */
export type TrustedProxies = false | number | readonly string[];

/** Express's names for the private ranges, accepted alongside addresses and CIDRs. */
const RANGE_NAMES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const prefix = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default), a hop count (`1` behind one load balancer),
 * or a comma list of proxy addresses, CIDRs or range names. `true` is refused:
 * it trusted the leftmost, client-written X-Forwarded-For entry.
 */
export function parseTrustProxy(raw: string): { ok: true; value: TrustedProxies } | { ok: false; message: string } {
  const text = raw.trim();
  if (text === '' || text === 'false' || text === '0') return { ok: true, value: false };
  if (text === 'true') {
    return { ok: false, message: 'true would trust any X-Forwarded-For; give the number of proxies in front of the gateway (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)' };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { ok: true, value: hops } : { ok: false, message: 'a hop count must be between 0 and 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) return { ok: false, message: `not an address, CIDR or range name (loopback, linklocal, uniquelocal): ${bad.join(', ')}` };
  return { ok: true, value: entries };
}
