import type { EventEnvelope } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import type { Doc, UpdateSpec } from '@wbk/store';
import { tracedEntries, type OutboxEntry } from './trace-headers';

/**
 * Single-document transactional outbox. The store has no multi-document
 * transactions, so a service writes its entity change AND the events it
 * causes in the same document write; OutboxRelay publishes them afterwards.
 *
 * - insert / replace: `withOutbox(doc, events)`.
 * - update: merge `outboxUpdate(events)` into the repository's updateOne
 *   (or use `mergeUpdates(ownUpdate, outboxUpdate(events))`).
 * - delete: write a tombstone (`deleted_at` set + outbox) instead of removing
 *   the document; the relay publishes and never deletes anything, so the
 *   owning service purges tombstones once `_outbox_pending` is gone.
 * Readers hide the fields with `stripOutbox` before a document leaves the service.
 * Each entry also keeps the trace context of the request that wrote it (trace-headers.ts).
 */
export const OUTBOX_FIELD = '_outbox';
export const OUTBOX_PENDING_FIELD = '_outbox_pending';

export type OutboxFields = { [OUTBOX_FIELD]?: EventEnvelope[]; [OUTBOX_PENDING_FIELD]?: true };

/**
 * The bytes of unpublished events one document may carry. MongoDB refuses a
 * document over 16 MiB, and while NATS is down every write of a busy record
 * appends to its outbox: 12 MiB for the outbox leaves 4 MiB for the record
 * itself (a bulk event is chunked under 512 KiB, most events weigh 1-2 KB, so
 * this is thousands of events, hours of a busy record's changes).
 */
export const OUTBOX_MAX_BYTES = 12 * 1024 * 1024;

/**
 * A write that would take a document's outbox past OUTBOX_MAX_BYTES: 503
 * service_unavailable, the write not applied. It clears once the relay
 * publishes (NATS back), so the caller retries; the operator sees the
 * outbox-pending gauge and the relay's "outbox relay pass failed" warnings.
 */
export class OutboxFullError extends AppError {
  constructor(readonly bytes: number) {
    super('service_unavailable', 'Too many changes of this record are waiting to be published as events; retry in a minute');
    this.name = 'OutboxFullError';
  }
}

export function isOutboxFullError(err: unknown): err is OutboxFullError {
  return err instanceof OutboxFullError;
}

/** JSON bytes of the entries: within a few percent of their BSON size, which the 4 MiB left over absorbs. */
function entryBytes(entries: readonly unknown[]): number {
  let bytes = 0;
  for (const entry of entries) bytes += Buffer.byteLength(JSON.stringify(entry), 'utf8');
  return bytes;
}

function capped(existing: readonly unknown[], added: OutboxEntry[]): OutboxEntry[] {
  const bytes = entryBytes(existing) + entryBytes(added);
  if (bytes > OUTBOX_MAX_BYTES) throw new OutboxFullError(bytes);
  return added;
}

/**
 * Appends to events already on the document rather than replacing them: a
 * replace built from a read document must not drop events the relay has not
 * published yet (a re-publish of one it just sent is deduplicated by id).
 */
export function withOutbox<T extends Doc>(doc: T, events: EventEnvelope[]): T & OutboxFields {
  if (events.length === 0) return doc;
  const existing = Array.isArray(doc[OUTBOX_FIELD]) ? (doc[OUTBOX_FIELD] as EventEnvelope[]) : [];
  return { ...doc, [OUTBOX_FIELD]: [...existing, ...capped(existing, tracedEntries(events))], [OUTBOX_PENDING_FIELD]: true };
}

/**
 * An update cannot see the events already on the document, so here only the
 * events it adds are capped; on MongoDB, a document the pushes grow past
 * 16 MiB is refused by the server and answered 503 the same way (the adapter
 * maps it).
 */
export function outboxUpdate(events: EventEnvelope[]): UpdateSpec {
  if (events.length === 0) return {};
  return { $push: { [OUTBOX_FIELD]: { $each: capped([], tracedEntries(events)) } }, $set: { [OUTBOX_PENDING_FIELD]: true } };
}

/** Combines update specs operator by operator; a field named twice in one operator is a bug, so it throws. */
export function mergeUpdates(...specs: UpdateSpec[]): UpdateSpec {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    for (const [op, fields] of Object.entries(spec) as Array<[string, Record<string, unknown> | undefined]>) {
      if (!fields) continue;
      const target = (merged[op] ??= {});
      for (const [field, value] of Object.entries(fields)) {
        if (field in target) throw new Error(`mergeUpdates: ${op}.${field} is set twice`);
        target[field] = value;
      }
    }
  }
  return merged as UpdateSpec;
}

export function stripOutbox<T extends object>(doc: T): Omit<T, typeof OUTBOX_FIELD | typeof OUTBOX_PENDING_FIELD> {
  const { [OUTBOX_FIELD]: _events, [OUTBOX_PENDING_FIELD]: _pending, ...rest } = doc as T & OutboxFields;
  return rest;
}
