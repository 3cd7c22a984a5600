import {
  unknownQueryIssues,
  type ActingKey,
  type ApiReply__Output,
  type ApiRequest__Output,
  type AuditInfo__Output,
  type Causation,
} from '@wbk/contracts';
import { AppError, bodyError, isUuid, keyedCreate, validationError, type KeyedCreate } from '@wbk/platform';
import { z } from 'zod';
import { idempotencyKeyOf } from './canonical-ids';

/**
 * The service side of the shared public RPC shape (proto/common/v1/api.proto):
 * wbk.common.v1.ApiRequest decoded as proto-loader hands it over (keepCase,
 * defaults), and ApiReply built. Decoded with zod rather than trusted, since
 * the gRPC layer gives us `unknown`.
 */
const stringMap = z.record(z.string(), z.string()).catch({});

const apiRequestSchema = z.object({
  // A context that is absent or not an object reads as none, which decodeApiRequest refuses.
  context: z
    .object({
      workspace_id: z.string().catch(''),
      request_id: z.string().catch(''),
      api_key_id: z.string().catch(''),
      user_id: z.string().catch(''),
      idempotency_key: z.string().catch(''),
      causation_root_id: z.string().catch(''),
      causation_depth: z.number().int().catch(0),
      causation_workflow_id: z.string().catch(''),
      permissions: z.array(z.string()).catch([]),
    })
    .nullable()
    .catch(null),
  path: stringMap,
  query: stringMap,
  body_json: z.string().catch(''),
});

/**
 * The decoder reads exactly the message proto-loader generates: a field added
 * to api.proto and not here (or one here that the proto lacks) fails to compile.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _decodesTheGeneratedRequest: Same<z.output<typeof apiRequestSchema>, ApiRequest__Output> = true;

export interface ApiCall {
  workspaceId: string;
  requestId: string;
  path: Record<string, string>;
  query: Record<string, string>;
  bodyJson: string;
  /** The caller's Idempotency-Key (lower-cased UUID); bulk writes derive record ids from it. */
  idempotencyKey?: string;
  /** Present when an automation made the call: events of this change continue its chain. */
  cause?: Causation;
  /** The calling key ("" when none is known) and its permissions as the gateway verified them. */
  caller: { keyId: string; permissions: string[] };
}

/**
 * wbk.common.v1.AuditInfo as services fill it, the action one of those the
 * gateway's audit record knows (the proto carries it as a string).
 */
export type AuditInfo = AuditInfo__Output & { action: 'create' | 'update' | 'delete' | 'api_access' };

/**
 * wbk.common.v1.ApiReply as reply() builds it: the complete message, as every
 * handler's reply is (see RpcHandlers), so a forgotten field does not compile.
 */
export type ApiReply = ApiReply__Output & { audit: AuditInfo | null };

/**
 * The audit record builder of one resource type (a `resource_type` value the
 * listAuditLogs operation filters on): `auditFor('contacts')('update', id, diff)`.
 */
export function auditFor(resourceType: string): (action: AuditInfo['action'], resourceId: string, diff?: Record<string, unknown>) => AuditInfo {
  return (action, resourceId, diff) => ({ action, resource_type: resourceType, resource_id: resourceId, diff_json: diff ? JSON.stringify(diff) : '' });
}

export function decodeApiRequest(raw: unknown): ApiCall {
  const parsed = apiRequestSchema.safeParse(raw);
  const context = parsed.success ? parsed.data.context : undefined;
  // The gateway always sets the workspace; without one nothing can be scoped, so refuse.
  if (!parsed.success || !context || context.workspace_id === '') {
    throw new AppError('missing_auth', 'The request carries no workspace context');
  }
  const { causation_root_id: rootId, idempotency_key: idempotencyKey } = context;
  return {
    workspaceId: context.workspace_id,
    requestId: context.request_id,
    path: parsed.data.path,
    query: parsed.data.query,
    bodyJson: parsed.data.body_json,
    caller: { keyId: context.api_key_id, permissions: context.permissions },
    ...idempotencyKeyOf(idempotencyKey),
    ...(isUuid(rootId) ? { cause: causeOf(rootId, context.causation_depth, context.causation_workflow_id) } : {}),
  };
}

/**
 * The calling key as work saved now to run later records it (a workflow, a
 * webhook, an approved assistant task), or null when the call carries no key.
 */
export function actingKeyOf(call: Pick<ApiCall, 'caller'>): ActingKey | null {
  return call.caller.keyId === '' ? null : { key_id: call.caller.keyId, permissions: [...call.caller.permissions] };
}

function causeOf(rootId: string, depth: number, workflowId: string): Causation {
  return { root_id: rootId, depth: Math.max(0, depth), ...(isUuid(workflowId) ? { workflow_id: workflowId } : {}) };
}

/** The body as JSON; the gateway already checked syntax, an empty body reads as "no body". */
export function parseBodyJson(bodyJson: string): unknown {
  if (bodyJson.trim() === '') return undefined;
  try {
    return JSON.parse(bodyJson) as unknown;
  } catch {
    throw bodyError('must be valid JSON');
  }
}

/**
 * The record id and key stamp of a public create made with an Idempotency-Key
 * (see keyedCreate), undefined without one. "The request" is the operation,
 * the path parameters (a note's owner) and the canonical body.
 */
export function keyedApiCreate(call: ApiCall, operation: string): KeyedCreate | undefined {
  return keyedCreate(call, operation, { path: call.path, body: parseBodyJson(call.bodyJson) ?? null });
}

/**
 * Refuses every query parameter outside `accepted` (docs/decisions.md,
 * "Pagination": unknown parameters are 400), one issue per unknown name, so a
 * typo is never read as "no filter" and a write with a stray parameter changes nothing.
 */
export function rejectUnknownQuery(query: Record<string, string>, accepted: readonly string[] = []): void {
  const unknown = unknownQueryIssues(query, accepted);
  if (unknown.length > 0) throw validationError(unknown);
}

export function reply(data: unknown, extra: Partial<ApiReply> = {}): ApiReply {
  return { data_json: JSON.stringify(data), meta: null, has_meta: false, created: false, audit: null, ...extra };
}

/** A `{data, meta}` list answer. */
export function pageReply(items: unknown[], page: { page: number; perPage: number }, total: number, extra: Partial<ApiReply> = {}): ApiReply {
  return reply(items, { meta: { page: page.page, per_page: page.perPage, total }, has_meta: true, ...extra });
}
