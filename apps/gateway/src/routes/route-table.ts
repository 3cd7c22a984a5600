import { acceptsIdempotencyKey, PUBLIC_ROUTES, routePermissions, type BodyPermission, type RouteContract } from '@wbk/contracts';
import type { z } from 'zod';
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
  /** Every permission the route needs whatever the body (all required). */
  permissions: readonly string[];
  /** Permissions a body value adds (checked once the body is read). */
  requiresWhen: readonly BodyPermission[];
  resourceType: string;
  /** The path parameters' schema (UUIDs). */
  params: z.ZodObject | undefined;
  /** The query parameters the route accepts. */
  queryNames: readonly string[];
  acceptsIdempotencyKey: boolean;
  /** The largest body this route accepts. */
  maxBodyBytes: number;
  /** Set on a deprecated route: its successor's path, for the `Link` header. */
  successorPath: string | undefined;
  /** The status of a success that created nothing: 202 for a route that only queues work, 200 otherwise. */
  successStatus: 200 | 202;
}

/** The body limit of every route that does not declare its own. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function routeDefOf(contract: RouteContract): RouteDef {
  return {
    method: contract.method,
    path: contract.path,
    upstream: contract.service,
    rpc: contract.rpc,
    permissions: routePermissions(contract),
    requiresWhen: contract.requiresWhen ?? [],
    resourceType: contract.resourceType,
    params: contract.params,
    queryNames: Object.keys(contract.query?.shape ?? {}),
    acceptsIdempotencyKey: acceptsIdempotencyKey(contract),
    maxBodyBytes: contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    successorPath: contract.deprecated === true ? contract.successorPath : undefined,
    successStatus: contract.responses[202] !== undefined ? 202 : 200,
  };
}

export const ROUTES: readonly RouteDef[] = PUBLIC_ROUTES.map(routeDefOf);
