import type { ErrorCode } from '@wbk/platform';
import type { z } from 'zod';
import type { ServiceName } from '../services/identities';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202;

/** OpenAPI tags, in the order the docs page lists them. */
export const API_TAGS = [
  { name: 'Contacts', description: 'People, their notes and their timeline.' },
  { name: 'Companies', description: 'Organisations and their notes.' },
  { name: 'Deals', description: 'Matters in the pipeline and their documents.' },
  { name: 'Lists', description: 'Static lists of contacts.' },
  { name: 'Tasks', description: 'To-dos on contacts and deals.' },
  { name: 'Messages', description: 'Outbound messages over four chat channels and email, and what providers report about them.' },
  { name: 'Campaigns', description: 'Sequences of steps sent to enrolled contacts within a send window, stopped by a reply, a bounce or an unsubscribe.' },
  { name: 'Suppressions', description: 'The do-not-contact list every send path honours.' },
  { name: 'Enrichment', description: 'Email and domain lookups charged in credits, prospect search and reveal, and the credit ledger.' },
  { name: 'Mailbox', description: 'Syncing connected mailboxes: jobs, their progress and each mailbox\'s state.' },
  { name: 'Calendar', description: 'Meetings from the connected calendars, recurring series expanded.' },
  { name: 'Workflows', description: 'Automation: a condition on an entity change and one action.' },
  { name: 'Assistant', description: 'Tasks an AI assistant proposes, and their approval.' },
  { name: 'Webhooks', description: 'Signed event callbacks: endpoints, delivery logs, retries and replays.' },
  { name: 'Workspace', description: 'Settings, provider status, users and the audit trail.' },
  { name: 'Meta', description: 'The machine-readable description of this API.' },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * One public route, declared once. The gateway's route table, permission and
 * query checks, the OpenAPI document (and from it the docs page and the typed
 * client) are derived from these declarations, and the owning service parses
 * its request with the same schemas.
 */
export interface RouteContract {
  /** Stable, camelCase; the client's method and the docs' anchor. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI form, e.g. `/v1/contacts/{id}`. */
  readonly path: `/v1/${string}`;
  readonly tag: ApiTag;
  readonly summary: string;
  readonly description?: string;
  /** Owning service and the RPC that serves this route. */
  readonly service: ServiceName;
  readonly rpc: string;
  /** A scoped name (`write:contacts`, `companies:write`), `assistant` or `admin`. */
  readonly permission: string;
  /** More permissions the route always needs besides `permission`, all required: a route that also reads or writes records another permission guards. */
  readonly alsoRequires?: readonly string[];
  /** Permissions a body value adds: a top-level body field equal to `equals` makes the route need `permissions` too. */
  readonly requiresWhen?: readonly BodyPermission[];
  /** What audit entries name as the resource of this call. */
  readonly resourceType: string;
  /** Path parameters; every name in `path` must be declared here. */
  readonly params?: ObjectSchema;
  /** Query parameters as strings arrive (the schema coerces); strict, so an unknown name is refused. */
  readonly query?: ObjectSchema;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** Success answers by status, each the whole body (envelope included). */
  readonly responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /** Codes this route answers beyond the ones every route can (authentication, limits, upstream failures). */
  readonly errors: readonly ErrorCode[];
  readonly deprecated?: boolean;
  /** The route that replaces a deprecated one: the gateway answers it in `Link: <...>; rel="successor-version"` with a `Deprecation` header. */
  readonly successorPath?: `/v1/${string}`;
  /** The largest body accepted, when a route needs more than the gateway's 1 MiB (attachments). */
  readonly maxBodyBytes?: number;
  /** What the docs show; a spec parses each with the route's own schemas, so an example cannot drift. */
  readonly example: { readonly body?: unknown; readonly response: unknown };
}

/** A permission that only some bodies need, e.g. reveal's `save_as_contact: true`, which writes a contact. */
export interface BodyPermission {
  readonly field: string;
  readonly equals: string | number | boolean;
  readonly permissions: readonly string[];
}

/** Every permission a route needs whatever its body, `permission` first. */
export function routePermissions(route: Pick<RouteContract, 'permission' | 'alsoRequires'>): string[] {
  return [...new Set([route.permission, ...(route.alsoRequires ?? [])])];
}

/** The permissions this body adds to the route's own (none for a body that sets none of its `requiresWhen` fields). */
export function bodyPermissions(route: Pick<RouteContract, 'requiresWhen'>, body: unknown): string[] {
  if (route.requiresWhen === undefined || body === null || typeof body !== 'object') return [];
  const fields = body as Record<string, unknown>;
  return [...new Set(route.requiresWhen.filter((rule) => Object.hasOwn(fields, rule.field) && fields[rule.field] === rule.equals).flatMap((rule) => rule.permissions))];
}

/** Whether the route honours `Idempotency-Key` (every POST and PATCH, docs/decisions.md "Gateway"). */
export function acceptsIdempotencyKey(route: Pick<RouteContract, 'method'>): boolean {
  return route.method === 'POST' || route.method === 'PATCH';
}

/** Keeps the literal types of a declaration (its schemas) while checking it is a RouteContract. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

/** The names in `{...}` of an OpenAPI path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}
