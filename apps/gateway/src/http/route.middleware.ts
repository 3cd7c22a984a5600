import { bodyPermissions, unknownQueryIssues } from '@wbk/contracts';
import { toFieldIssues, validationError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import { permissionError } from '../domain/permission.policy';
import type { RouteMatcher } from '../domain/route-matcher';
import type { RouteDef } from '../routes/route-table';
import { routeNotFound } from './auth.middleware';
import { queryOf } from './forward.handler';
import { stateOf } from './gateway-state';

/**
 * Finds the route, checks the key may call it, then that its path parameters
 * and query parameter names are what the route declares (libs/contracts), so
 * a malformed id or a misspelt filter is refused before any service is called.
 */
export function resolveRoute(matcher: RouteMatcher<RouteDef>) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const state = stateOf(res);
    const result = matcher.match(req.method, req.path);
    if (result.kind === 'bad_encoding') throw validationError([{ field: result.param, message: 'is not validly percent-encoded' }]);
    if (result.kind === 'not_found') throw routeNotFound(req);
    const { route, params } = result.match;
    // Known before the checks below, so even a refused call is audited against its resource.
    state.route = route;
    state.params = params;
    // RFC 8594 style, on every answer of the route (errors included), so a client learns of the successor whatever it sent.
    if (route.successorPath !== undefined) {
      res.setHeader('Deprecation', 'true');
      res.setHeader('Link', `<${route.successorPath}>; rel="successor-version"`);
    }
    const denied = permissionError(state.auth!.permissions, route.permissions);
    if (denied !== null) throw denied;
    if (route.params !== undefined) {
      const checked = route.params.safeParse(params);
      if (!checked.success) throw validationError(toFieldIssues(checked.error));
    }
    state.query = queryOf(req.url);
    const unknown = unknownQueryIssues(state.query, route.queryNames);
    if (unknown.length > 0) throw validationError(unknown);
    next();
  };
}

/**
 * The permissions a body value adds (reveal's `save_as_contact: true` writes a
 * contact), checked once the body is parsed and before the idempotency claim,
 * so a refused call neither reaches the service nor holds its key.
 */
export function checkBodyPermissions() {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const state = stateOf(res);
    const route = state.route!;
    if (route.requiresWhen.length > 0) {
      const added = bodyPermissions(route, state.body?.parsed);
      const denied = permissionError(state.auth!.permissions, [...route.permissions, ...added]);
      if (denied !== null) throw denied;
    }
    next();
  };
}
