import { DEFAULT_MAX_BODY_BYTES, type RouteDef } from '../routes/route-table';
import type { RouteMatcher } from './route-matcher';

/** How a request says how long its body is: a declared length, a chunked body known only as it arrives, or no body. */
export type BodyFraming = { kind: 'none' } | { kind: 'declared'; bytes: number } | { kind: 'chunked' };

/**
 * GET and HEAD bodies mean nothing here (the document lists no 413 for them), so they are
 * never checked; every other method is, whether or not a route takes its body.
 */
export function bodyIsChecked(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

export function bodyFramingOf(headers: Readonly<Record<string, string | string[] | undefined>>): BodyFraming {
  const length = headers['content-length'];
  // Node's parser refuses a request with both headers, or with a length that is not a number, before we see it.
  if (length !== undefined) return length === '0' ? { kind: 'none' } : { kind: 'declared', bytes: Number(length) };
  return headers['transfer-encoding'] === undefined ? { kind: 'none' } : { kind: 'chunked' };
}

/**
 * The most bytes a request's body may hold: its route's limit, and the default
 * one for a method and path no route serves, so an oversized body gets the same
 * answer whether or not the route exists, and before anything else is checked.
 */
export class BodySizeLimits {
  private readonly smallest: number;

  constructor(
    private readonly matcher: RouteMatcher<RouteDef>,
    routes: readonly RouteDef[],
  ) {
    this.smallest = Math.min(DEFAULT_MAX_BODY_BYTES, ...routes.map((route) => route.maxBodyBytes));
  }

  of(method: string, path: string): number {
    const result = this.matcher.match(method, path);
    return result.kind === 'found' ? result.match.route.maxBodyBytes : DEFAULT_MAX_BODY_BYTES;
  }

  /** True when every route takes this many bytes: the common small body needs no route lookup. */
  fitsEveryRoute(bytes: number): boolean {
    return bytes <= this.smallest;
  }
}
