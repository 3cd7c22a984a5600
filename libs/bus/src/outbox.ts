import type { EventEnvelope } from '@wbk/contracts';
import type { Doc, UpdateSpec } from '@wbk/store';
import { tracedEntries } from './trace-headers';

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
 * Appends to events already on the document rather than replacing them: a
 * replace built from a read document must not drop events the relay has not
 * published yet (a re-publish of one it just sent is deduplicated by id).
 */
export function withOutbox<T extends Doc>(doc: T, events: EventEnvelope[]): T & OutboxFields {
  if (events.length === 0) return doc;
  const existing = Array.isArray(doc[OUTBOX_FIELD]) ? (doc[OUTBOX_FIELD] as EventEnvelope[]) : [];
  return { ...doc, [OUTBOX_FIELD]: [...existing, ...tracedEntries(events)], [OUTBOX_PENDING_FIELD]: true };
}

export function outboxUpdate(events: EventEnvelope[]): UpdateSpec {
  if (events.length === 0) return {};
  return { $push: { [OUTBOX_FIELD]: { $each: tracedEntries(events) } }, $set: { [OUTBOX_PENDING_FIELD]: true } };
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
