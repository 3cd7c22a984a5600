import { bulkEnvelope, isPlainObject, type BulkItemError } from '@wbk/contracts';
import { isAppError, keyedRecordId, parseOrThrow, validationError, type FieldIssue } from '@wbk/platform';
import { z } from 'zod';

export { BULK_MAX, type BulkItemError } from '@wbk/contracts';

export interface BulkOptions {
  /** Most records one call may carry. */
  max: number;
  /** The body's single array field, e.g. 'deals' or 'contacts'. */
  key: string;
}

export interface BulkAccepted<T> {
  index: number;
  value: T;
}

/**
 * The envelope of a bulk body, `{<key>: [...]}`, checked with the contract's
 * envelope (records left open). A bad envelope rejects the whole call (400,
 * nothing stored); the caller checks each record with the schema of the
 * single write and reports bad ones by index instead.
 */
export function parseBulkItems(body: unknown, options: BulkOptions): unknown[] {
  if (!isPlainObject(body)) throw validationError([{ field: 'body', message: `must be a JSON object with a "${options.key}" array` }]);
  const envelope = parseOrThrow(bulkEnvelope(options.key, z.unknown(), options.max), body);
  return envelope[options.key] ?? [];
}

/**
 * Runs `parse` on every record and sorts the outcomes: a validation_error
 * becomes that index's error list (field names as the parser gave them); any
 * other error is a real failure and propagates.
 */
export function partitionItems<T>(items: readonly unknown[], parse: (item: unknown, index: number) => T): { accepted: Array<BulkAccepted<T>>; errors: BulkItemError[] } {
  const accepted: Array<BulkAccepted<T>> = [];
  const errors: BulkItemError[] = [];
  items.forEach((item, index) => {
    try {
      accepted.push({ index, value: parse(item, index) });
    } catch (err) {
      errors.push({ index, errors: fieldIssuesOf(err) });
    }
  });
  return { accepted, errors };
}

/** The field list of a validation_error; rethrows anything else. */
export function fieldIssuesOf(err: unknown): FieldIssue[] {
  if (!isAppError(err) || err.code !== 'validation_error') throw err;
  const fields = (err.details as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields) && fields.length > 0 ? (fields as FieldIssue[]) : [{ field: 'body', message: err.message }];
}

/** Merges per-index errors from several checks, ordered by index. */
export function mergeItemErrors(...lists: BulkItemError[][]): BulkItemError[] {
  const byIndex = new Map<number, FieldIssue[]>();
  for (const list of lists) {
    for (const { index, errors } of list) byIndex.set(index, [...(byIndex.get(index) ?? []), ...errors]);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([index, errors]) => ({ index, errors }));
}

/** The id of record `index` of a bulk call made with an Idempotency-Key (see keyedRecordId). */
export const bulkRecordId = keyedRecordId;

/**
 * Ids for the records of one bulk call: deterministic when the call carries an
 * Idempotency-Key (see bulkRecordId), random otherwise (a retry without a key
 * is a new call by definition).
 */
export function bulkIdFactory(workspaceId: string, idempotencyKey: string | undefined, random: () => string): (index: number) => string {
  if (idempotencyKey === undefined) return () => random();
  return (index) => bulkRecordId(workspaceId, idempotencyKey, index);
}

