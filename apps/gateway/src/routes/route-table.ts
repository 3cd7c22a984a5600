import { acceptsIdempotencyKey, PUBLIC_ROUTES, uuid, type RouteContract } from '@wbk/contracts';
import { z } from 'zod';
import type { UpstreamName } from '../upstreams/upstream.port';

/**
 * The gateway's view of one public route, derived from its declaration in
 * libs/contracts (PUBLIC_ROUTES): where it goes, what permission it needs,
 * what audit records call its resource, and the path and query parameters
 * checked here, so a malformed id or an unknown parameter never reaches a
 * service. Paths use the OpenAPI form (`/v1/contacts/{id}`).
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  upstream: UpstreamName;
  rpc: string;
  permission: string;
  resourceType: string;
  /** The path parameters' schema (UUIDs). */
  params: z.ZodObject | undefined;
  /** The query parameters the route accepts; undefined when only its service checks them. */
  queryNames: readonly string[] | undefined;
  acceptsIdempotencyKey: boolean;
}

export function routeDefOf(contract: RouteContract): RouteDef {
  return {
    method: contract.method,
    path: contract.path,
    upstream: contract.service,
    rpc: contract.rpc,
    permission: contract.permission,
    resourceType: contract.resourceType,
    params: contract.params,
    queryNames: Object.keys(contract.query?.shape ?? {}),
    acceptsIdempotencyKey: acceptsIdempotencyKey(contract),
  };
}

interface LegacyRouteRow {
  method: RouteDef['method'];
  path: string;
  upstream: UpstreamName;
  rpc: string;
  permission: string;
  resourceType: string;
  uuidParams: readonly string[];
}

/** Routes not yet declared in libs/contracts; each moves to PUBLIC_ROUTES and leaves this list. */
const UNDECLARED: readonly LegacyRouteRow[] = [
];

function legacyRouteDef(row: LegacyRouteRow): RouteDef {
  return {
    method: row.method,
    path: row.path.replace(/:([a-z_]+)/g, '{$1}'),
    upstream: row.upstream,
    rpc: row.rpc,
    permission: row.permission,
    resourceType: row.resourceType,
    params: row.uuidParams.length === 0 ? undefined : z.strictObject(Object.fromEntries(row.uuidParams.map((name) => [name, uuid]))),
    queryNames: undefined,
    acceptsIdempotencyKey: row.method === 'POST' || row.method === 'PATCH',
  };
}

const declared = PUBLIC_ROUTES.map(routeDefOf);
const declaredKeys = new Set(declared.map((r) => `${r.method} ${r.path}`));

export const ROUTES: readonly RouteDef[] = [...declared, ...UNDECLARED.map(legacyRouteDef).filter((r) => !declaredKeys.has(`${r.method} ${r.path}`))];
