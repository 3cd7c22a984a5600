import { AppError } from '@wbk/platform';
import type { Filter, UpdateSpec } from './doc-store';
import { isPlainObject } from './user-keys.codec';

/**
 * The keys a store can hold, checked by BOTH adapters before a write so that
 * a key behaves the same in each. user-keys.codec.ts already makes '.'
 * anywhere, a leading '$', '%' and '__proto__' storable by escaping them; what
 * no escaping makes safe is refused here:
 *   - a NUL character: BSON field names end at the first NUL, so MongoDB
 *     refuses the whole write (a 500 before this check) while SQLite and JSON
 *     files would keep it;
 *   - an empty key: MongoDB cannot address it in a query or an update path.
 * Keys of user-supplied JSON (custom_fields, action_config, metadata) are the
 * only way such a key reaches the store (field names of the code are
 * constants), so the refusal is a 400 naming the field and the key to rename.
 * Update and filter paths are also split at '.', as the stores read them: an
 * empty segment ('a..b') is refused the same way.
 */
export class StorableKeyError extends AppError {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super('validation_error', `${field}: ${reason}`, { fields: [{ field, message: reason }] });
    this.name = 'StorableKeyError';
  }
}

export function isStorableKeyError(err: unknown): err is StorableKeyError {
  return err instanceof StorableKeyError;
}

/** Why a key cannot be stored, or null when it can. */
export function unstorableKeyReason(key: string): string | null {
  if (key === '') return 'an empty key cannot be stored; give it a name';
  if (key.includes('\0')) return `the key ${JSON.stringify(key)} holds a NUL character, which cannot be stored; remove it`;
  return null;
}

/** Refuses a document (insert or replacement) holding an unstorable key at any depth. */
export function assertStorableDoc(doc: object): void {
  checkValue(doc, '');
}

/** Refuses an update whose paths or values hold an unstorable key. */
export function assertStorableUpdate(update: UpdateSpec): void {
  for (const op in update) {
    const fields = (update as Record<string, Record<string, unknown> | undefined>)[op];
    if (fields === undefined) continue;
    for (const path in fields) {
      if (!Object.hasOwn(fields, path)) continue;
      checkPath(path);
      checkValue(fields[path], path);
    }
  }
}

/** Refuses a filter whose paths or compared values hold an unstorable key (MongoDB cannot even send it). */
export function assertStorableFilter(filter: Filter): void {
  for (const path in filter) {
    if (!Object.hasOwn(filter, path)) continue;
    const condition = filter[path];
    if (path === '$and' || path === '$or' || path === '$nor') {
      if (Array.isArray(condition)) for (const sub of condition) assertStorableFilter(sub as Filter);
      continue;
    }
    checkPath(path);
    checkValue(condition, path);
  }
}

function checkPath(path: string): void {
  for (const segment of path.split('.')) {
    const reason = unstorableKeyReason(segment);
    if (reason !== null) throw new StorableKeyError(path, reason);
  }
}

function checkValue(value: unknown, at: string): void {
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, at);
    return;
  }
  // Dates, binaries and other non-plain values are stored whole, as the codec leaves them.
  if (!isPlainObject(value)) return;
  const record = value;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    // Operators ($each, $elemMatch...) are not fields: the message names the field they apply to.
    const field = key.startsWith('$') && at !== '' ? at : at === '' ? key : `${at}.${key}`;
    const reason = unstorableKeyReason(key);
    if (reason !== null) throw new StorableKeyError(at === '' ? JSON.stringify(key) : at, reason);
    checkValue(record[key], field);
  }
}
