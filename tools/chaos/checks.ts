import type { ApiClient, ApiResponse, HttpsReceiver, ReceivedRequest } from '@wbk/testing';
import type { AcknowledgedWrite, Ledger } from './ledger';
import type { LoadWorkspace } from './load';

export interface WriteCounts {
  acknowledged: number;
  stored: number;
  missing: string[];
}

export interface EventCounts {
  expected: number;
  delivered: number;
  missing: string[];
  /** Writes whose event reached the webhook under more than one delivery id (an event published twice). */
  duplicates: number;
  /** Receipts beyond the first of one delivery id (a delivery attempt repeated). */
  repeatedAttempts: number;
}

export interface WorkflowCounts {
  expected: number;
  performed: number;
  missing: number;
  /** Triggering contacts whose action reached the receiver under more than one delivery id (a repeated attempt of one delivery is allowed). */
  doubled: number;
}

/** Every triggering contact's workflow webhook action reached the receiver (path /wf-<workspace>, data.entity.id). */
export function checkWorkflowActions(ledger: Ledger, receiver: HttpsReceiver): WorkflowCounts {
  const seen = new Map<string, Set<string>>();
  for (const request of receiver.received) {
    const workspace = /^\/wf-(\d+)/.exec(request.path)?.[1];
    if (workspace === undefined) continue;
    const entity = (parse(request).data as { entity?: { id?: string } } | undefined)?.entity;
    const key = `${workspace}:${String(entity?.id)}`;
    const deliveries = seen.get(key) ?? new Set<string>();
    deliveries.add(String(request.headers['x-service-delivery-id']));
    seen.set(key, deliveries);
  }
  let missing = 0;
  let doubled = 0;
  for (const action of ledger.workflowActions) {
    const count = seen.get(`${action.workspace}:${action.id}`)?.size ?? 0;
    if (count === 0) missing += 1;
    if (count > 1) doubled += 1;
  }
  return { expected: ledger.workflowActions.length, performed: ledger.workflowActions.length - missing, missing, doubled };
}

export interface AuditCounts {
  calls: number;
  found: number;
  missing: number;
}

const PLURAL = { contact: 'contacts', company: 'companies', deal: 'deals' } as const;
const CHECK_CONCURRENCY = 4;
const AUDIT_PAGE = 200;

/** A read the checks depend on: a 429 (the load used the workspace's quota) is waited out as the answer says. */
async function readPatiently(api: ApiClient, path: string): Promise<ApiResponse> {
  for (;;) {
    const response = await api.get(path);
    if (response.status !== 429) return response;
    const seconds = Number(response.headers['retry-after'] ?? '1');
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1_000));
  }
}

async function inParallel<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker));
}

/** Every write answered 2xx can be read back. */
export async function checkWrites(ledger: Ledger, workspaces: LoadWorkspace[]): Promise<WriteCounts> {
  const missing: string[] = [];
  await inParallel(ledger.writes, async (written) => {
    const response = await readPatiently(workspaces[written.workspace]!.api, `/v1/${PLURAL[written.kind]}/${written.id}`);
    if (response.status !== 200) missing.push(`${written.kind} ${written.id} (GET answered ${response.status})`);
  });
  return { acknowledged: ledger.writes.length, stored: ledger.writes.length - missing.length, missing };
}

/** The entity ids a delivery body speaks of: `data.<kind>.id`, or every `data.contacts[].id` of a bulk event. */
function idsOf(body: Record<string, unknown>): string[] {
  const data = (body.data ?? {}) as Record<string, unknown>;
  if (Array.isArray(data.contacts)) return (data.contacts as Array<{ id?: string }>).map((c) => String(c.id));
  for (const kind of Object.keys(PLURAL)) {
    const entity = data[kind] as { id?: string } | undefined;
    if (entity?.id !== undefined) return [entity.id];
  }
  return [];
}

function eventKey(workspace: number, event: string, id: string): string {
  return `${workspace}:${event}:${id}`;
}

/** Every acknowledged write's event reached its workspace's webhook at least once. */
export function checkEvents(ledger: Ledger, receiver: HttpsReceiver): EventCounts {
  const deliveries = new Map<string, Set<string>>();
  const receiptsPerDelivery = new Map<string, number>();
  for (const request of receiver.received) {
    const workspace = Number(/^\/ws-(\d+)/.exec(request.path)?.[1] ?? -1);
    const body = parse(request);
    const deliveryId = String(request.headers['x-service-delivery-id']);
    receiptsPerDelivery.set(deliveryId, (receiptsPerDelivery.get(deliveryId) ?? 0) + 1);
    for (const id of idsOf(body)) {
      const key = eventKey(workspace, String(body.event), id);
      const seen = deliveries.get(key) ?? new Set<string>();
      seen.add(deliveryId);
      deliveries.set(key, seen);
    }
  }
  const missing: string[] = [];
  let duplicates = 0;
  for (const written of ledger.writes) {
    const seen = deliveries.get(eventKey(written.workspace, written.event, written.id));
    if (seen === undefined) missing.push(describe(written));
    else if (seen.size > 1) duplicates += 1;
  }
  let repeatedAttempts = 0;
  for (const count of receiptsPerDelivery.values()) repeatedAttempts += count - 1;
  return { expected: ledger.writes.length, delivered: ledger.writes.length - missing.length, missing, duplicates, repeatedAttempts };
}

function parse(request: ReceivedRequest): Record<string, unknown> {
  try {
    return JSON.parse(request.rawBody.toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function describe(written: AcknowledgedWrite): string {
  return `${written.event} ${written.kind} ${written.id} (workspace ${written.workspace})`;
}

/** Every call answered 2xx has its audit entry, found by the request id the load sent. */
export async function checkAudit(ledger: Ledger, workspaces: LoadWorkspace[]): Promise<AuditCounts> {
  const recorded = new Set<string>();
  for (const ws of workspaces) {
    for (let page = 1; ; page += 1) {
      const response = await readPatiently(ws.api, `/v1/audit-logs?per_page=${AUDIT_PAGE}&page=${page}`);
      if (response.status !== 200) throw new Error(`audit-logs page ${page} of workspace ${ws.index} answered ${response.status}`);
      const logs = (response.body as { data: { logs: Array<{ details?: { request_id?: string } }> } }).data.logs;
      for (const entry of logs) if (entry.details?.request_id !== undefined) recorded.add(`${ws.index}:${entry.details.request_id}`);
      if (logs.length < AUDIT_PAGE) break;
    }
  }
  const missing = ledger.audited.filter((c) => !recorded.has(`${c.workspace}:${c.requestId}`)).length;
  return { calls: ledger.audited.length, found: ledger.audited.length - missing, missing };
}
