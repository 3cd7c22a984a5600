import { isUuid, validationError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import { permissionError } from '../domain/permission.policy';
import type { RouteMatcher } from '../domain/route-matcher';
import type { RouteDef } from '../routes/route-table';
import { routeNotFound } from './auth.middleware';
import { stateOf } from './gateway-state';

/** Finds the route, checks the key may call it, then that its UUID path parameters are UUIDs. */
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
    const denied = permissionError(state.auth!.permissions, route.permission);
    if (denied !== null) throw denied;
    const bad = route.uuidParams.filter((name) => !isUuid(params[name]));
    if (bad.length > 0) throw validationError(bad.map((field) => ({ field, message: 'must be a UUID' })));
    next();
  };
}
