// Where a send goes, parsed once per URL. Only the parse is reused: the address check (DNS and
// the private-range rules) runs again on every send, so caching cannot outlive a DNS change.
import { isIP } from 'node:net';
import { parsePublicUrl, type ParsedTarget, type UrlCheckFailure } from '@wbk/net';

export interface Target {
  parsed: ParsedTarget;
  origin: string;
  /** Path and query: the fragment never goes on the wire. */
  path: string;
  /** SNI and certificate name; undefined for an IP literal, whose certificate must name the IP. */
  servername: string | undefined;
}

/** Bounded so that a stream of distinct URLs cannot grow it; the oldest entry goes first. */
export const TARGET_CACHE_SIZE = 2048;

export class TargetCache {
  private readonly targets = new Map<string, Target | UrlCheckFailure>();

  /** The target of `url`, or why it can never be one (e.g. not https). */
  get(url: string): Target | UrlCheckFailure {
    let target = this.targets.get(url);
    if (target === undefined) {
      const parsed = parsePublicUrl(url);
      target = 'ok' in parsed
        ? parsed
        : {
            parsed,
            origin: parsed.url.origin,
            path: `${parsed.url.pathname}${parsed.url.search}`,
            servername: isIP(parsed.hostname) === 0 ? parsed.hostname : undefined,
          };
      if (this.targets.size >= TARGET_CACHE_SIZE) this.targets.delete(this.targets.keys().next().value!);
      this.targets.set(url, target);
    }
    return target;
  }
}
