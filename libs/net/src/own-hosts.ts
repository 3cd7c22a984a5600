// The platform's own public hosts, as targets a caller-supplied URL must not name.
// The SSRF guard already refuses private addresses, but the platform's public edge
// (the API gateway, outreach's inbound listener) is public: a fetch made on a
// caller's behalf that reaches it would act as the platform itself, from inside its
// own trust (its egress address, its rate-limit exemptions, its unsubscribe links).
// A host is refused by name and, after resolution, by address: another name that
// resolves to the same address is the same edge.
import { BlockList, isIP } from 'node:net';
import { defaultLookup, DNS_LOOKUP_TIMEOUT_MS, withTimeout, type LookupFn } from './url-guard';

export interface OwnHostsOptions {
  /** The platform's public base URLs (e.g. the gateway's and outreach's PUBLIC_URL). */
  urls: readonly string[];
  lookup?: LookupFn;
  /** How long the own hosts' addresses are kept before they are looked up again. */
  ttlMs?: number;
  now?: () => number;
}

/** Why a target is one of the platform's own hosts, or null when it is not. */
export type OwnHostCheck = (hostname: string, addresses: readonly string[]) => Promise<string | null>;

const DEFAULT_TTL_MS = 60_000;

function normalizeHost(host: string): string {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase().replace(/\.+$/, '');
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
}

export function ownHostCheck(options: OwnHostsOptions): OwnHostCheck {
  const hosts = [...new Set(options.urls.map((url) => normalizeHost(new URL(url).hostname)))];
  const lookup = options.lookup ?? defaultLookup;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;
  let known: { list: BlockList; at: number } | null = null;

  /** The own hosts' addresses; a failed lookup keeps what the last one found (the names still match). */
  async function ownAddresses(): Promise<BlockList> {
    if (known !== null && now() - known.at < ttlMs) return known.list;
    const list = new BlockList();
    let added = 0;
    for (const host of hosts) {
      const found = familyOf(host) !== null ? [{ address: host }] : await withTimeout(lookup(host), DNS_LOOKUP_TIMEOUT_MS).catch(() => []);
      for (const { address } of found) {
        const family = familyOf(address);
        if (family === null) continue;
        list.addAddress(address, family);
        added += 1;
      }
    }
    // A failed lookup keeps the last addresses found for another while rather than asking again on every fetch.
    known = added > 0 || known === null ? { list, at: now() } : { list: known.list, at: now() };
    return known.list;
  }

  return async (hostname, addresses) => {
    if (hosts.length === 0) return null;
    const host = normalizeHost(hostname);
    if (hosts.includes(host)) return `${host} is this platform's own host`;
    const own = await ownAddresses();
    for (const address of addresses) {
      const family = familyOf(address);
      if (family !== null && own.check(address, family)) return `${host} resolves to ${address}, an address of this platform's own hosts`;
    }
    return null;
  };
}
