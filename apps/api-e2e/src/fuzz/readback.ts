import { expectEventually } from '@wbk/testing';
import type { FixtureWorkspace } from './fixtures';
import { fillPath, type Operation } from './openapi-operations';
import { send } from './send';

/**
 * Where a write's effect can be read back: the GET of the same path if the
 * document has one (a record, or the collection a create adds to), else the
 * GET of the nearest parent path, else the read named below for writes whose
 * effect lands elsewhere. Lists are compared by their ids and total, records
 * by their whole body.
 */
const ELSEWHERE: Record<string, string> = {
  'POST /v1/channels/send': '/v1/messages',
  'POST /v1/email/enrich': '/v1/credits/ledger',
  'POST /v1/prospector/reveal': '/v1/credits/ledger',
  'POST /v1/prospector/search': '/v1/credits/ledger',
  'POST /v1/prospects/search': '/v1/credits/ledger',
  'POST /v1/assistant/chat': '/v1/assistant/tasks',
};

/** The GET template that shows the operation's effect, or undefined for reads. */
export function readbackTemplate(operation: Operation, operations: Operation[]): string | undefined {
  if (operation.method === 'GET') return undefined;
  if (ELSEWHERE[operation.key] !== undefined) return ELSEWHERE[operation.key];
  const gets = new Set(operations.filter((op) => op.method === 'GET').map((op) => op.template));
  const segments = operation.template.split('/');
  for (let length = segments.length; length > 2; length--) {
    const candidate = segments.slice(0, length).join('/');
    if (gets.has(candidate)) return candidate;
  }
  return undefined;
}

export function readbackPath(template: string, pathValues: Record<string, string>): string {
  const path = fillPath(template, pathValues);
  return template.includes('{') ? path : `${path}?per_page=200`;
}

/** What a read shows, reduced to what a write could change: a list's ids and total, or the whole record. */
export function snapshotOf(status: number, body: unknown): string {
  const envelope = body as { data?: unknown; meta?: { total?: number } };
  const data = envelope?.data;
  const rows = Array.isArray(data) ? data : Array.isArray((data as { contacts?: unknown })?.contacts) ? (data as { contacts: unknown[] }).contacts : undefined;
  if (rows !== undefined) {
    const ids = rows.map((row) => (row as { id?: string; contact_id?: string }).id ?? (row as { contact_id?: string }).contact_id ?? JSON.stringify(row)).sort();
    return JSON.stringify({ status, total: envelope.meta?.total, ids });
  }
  return JSON.stringify({ status, body });
}

/** Every read the document offers on the workspace's records (path ids filled with its fixtures), as snapshots by path. */
export async function readAll(baseUrl: string, operations: Operation[], workspace: FixtureWorkspace): Promise<Record<string, string>> {
  const reads: Record<string, string> = {};
  // The audit trail records the reads themselves, so it grows with every snapshot; it is not a record a write could change.
  for (const operation of operations.filter((op) => op.method === 'GET' && op.template !== '/v1/audit-logs')) {
    const names = [...operation.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const path = readbackPath(operation.template, Object.fromEntries(names.map((name) => [name, workspace.context.pathId(operation, name)])));
    reads[path] = await readOne(baseUrl, path, workspace);
  }
  return reads;
}

export async function readOne(baseUrl: string, path: string, workspace: FixtureWorkspace): Promise<string> {
  const response = await send(baseUrl, { operation: undefined as never, kind: 'readback', method: 'GET', path, headers: { authorization: `Bearer ${workspace.key}` } });
  return snapshotOf(response.status, response.body);
}

/** The fixtures' own background work (message delivery, the first sync, activities) has ended once every read answers the same twice. */
export async function settled(baseUrl: string, operations: Operation[], workspace: FixtureWorkspace): Promise<Record<string, string>> {
  let last = await readAll(baseUrl, operations, workspace);
  return expectEventually(
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reads = await readAll(baseUrl, operations, workspace);
      const changed = Object.keys(reads).filter((path) => reads[path] !== last[path]);
      last = reads;
      expect(changed).toEqual([]);
      return reads;
    },
    { timeoutMs: 30_000 },
  );
}
