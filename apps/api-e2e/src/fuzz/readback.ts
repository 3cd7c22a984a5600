import { fillPath, type Operation } from './openapi-operations';

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
