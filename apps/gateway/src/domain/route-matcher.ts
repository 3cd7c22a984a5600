/**
 * Matches a method and path against the declarative route table. Static
 * segments must be equal; `{name}` segments capture one non-empty segment.
 * Routes are grouped by segment count so a lookup tries only a handful.
 */

export interface RoutePattern {
  method: string;
  path: string;
}

export type RouteMatch<R> = { route: R; params: Record<string, string> };

interface Compiled<R> {
  route: R;
  segments: Array<{ param: string } | { literal: string }>;
}

export type MatchResult<R> = { kind: 'found'; match: RouteMatch<R> } | { kind: 'not_found' } | { kind: 'bad_encoding'; param: string };

function split(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/** Literals earlier in the path weigh more, so the most specific route is tried first. */
function specificity(compiled: { segments: Array<{ param: string } | { literal: string }> }): number {
  return compiled.segments.reduce((score, segment, i) => score + ('literal' in segment ? 2 ** (compiled.segments.length - i) : 0), 0);
}

export class RouteMatcher<R extends RoutePattern> {
  private readonly byMethodAndLength = new Map<string, Array<Compiled<R>>>();

  constructor(routes: readonly R[]) {
    for (const route of routes) {
      const segments = split(route.path).map((s) => (s.startsWith('{') && s.endsWith('}') ? { param: s.slice(1, -1) } : { literal: s }));
      const key = `${route.method} ${segments.length}`;
      const list = this.byMethodAndLength.get(key) ?? [];
      list.push({ route, segments });
      this.byMethodAndLength.set(key, list);
    }
    // A literal segment beats a parameter in the same position, whatever the table order:
    // `/v1/deals/bulk` must never be read as `/v1/deals/{id}` with id "bulk".
    for (const list of this.byMethodAndLength.values()) list.sort((a, b) => specificity(b) - specificity(a));
  }

  match(method: string, path: string): MatchResult<R> {
    const parts = split(path);
    const candidates = this.byMethodAndLength.get(`${method} ${parts.length}`);
    if (candidates === undefined) return { kind: 'not_found' };
    for (const candidate of candidates) {
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const segment = candidate.segments[i]!;
        const part = parts[i]!;
        if ('literal' in segment) ok = segment.literal === part;
        else if (part === '') ok = false;
        else {
          try {
            params[segment.param] = decodeURIComponent(part);
          } catch {
            return { kind: 'bad_encoding', param: segment.param };
          }
        }
      }
      if (ok) return { kind: 'found', match: { route: candidate.route, params } };
    }
    return { kind: 'not_found' };
  }
}
