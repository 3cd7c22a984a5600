import type { Filter, UpdateSpec } from './doc-store';

/**
 * Reversible key encoding applied by BOTH adapters at the port boundary.
 *
 * Why: documents carry user-supplied JSON (custom_fields, action_config,
 * metadata) whose keys may contain '.', start with '$' or be '__proto__'.
 * MongoDB rejects the first two (and mingo, like MongoDB, reads a dotted key
 * as a path and a `$` key as an operator), and a plain object assignment turns
 * the third into a prototype change, yet the API promises that what a client
 * stores is what it reads back, key for key.
 *
 * Scheme (percent-style, applied to every object key at any depth):
 *   '%' -> '%25' (the escape char itself first, so decoding is unambiguous)
 *   '.' -> '%2E' anywhere in the key
 *   '$' -> '%24' only as the first character
 *   '__proto__' -> '%5F_proto__'
 * Known field names (workspace_id, created_at, ...) contain none of these, so
 * they are stored unchanged and repositories can query them by name. Filter
 * and update KEYS are paths/operators and are never encoded; only the literal
 * VALUES inside them are, so a sub-document compares equal to its stored form.
 */
export function encodeKey(key: string): string {
  if (!/[%.$]|^__proto__$/.test(key)) return key;
  let out = key.replace(/%/g, '%25').replace(/\./g, '%2E');
  if (out.startsWith('$')) out = `%24${out.slice(1)}`;
  if (out === '__proto__') out = '%5F_proto__';
  return out;
}

export function decodeKey(key: string): string {
  if (!key.includes('%')) return key;
  return key.replace(/%(25|2E|24|5F)/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sets an own property even when the key is '__proto__' (plain assignment would change the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

// The loops below walk every key of every stored or read document, so they use
// `for...in` over own keys: Object.entries would allocate an array per object and
// a pair per key, garbage on every read and write of every service.

/** Encodes every key of a literal value; undefined properties are dropped like JSON/BSON (ignoreUndefined) do. */
export function encodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : encodeValue(v)));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = value[key];
    if (v !== undefined) out[encodeKey(key)] = encodeValue(v);
  }
  return out;
}

export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.hasOwn(value, key)) setOwn(out, decodeKey(key), decodeValue(value[key]));
  }
  return out;
}

export function encodeDoc<T>(doc: T): Record<string, unknown> {
  return encodeValue(doc) as Record<string, unknown>;
}

export function decodeDoc<T>(doc: unknown): T {
  return decodeValue(doc) as T;
}

/** An operator object is a non-empty plain object whose keys all start with '$' ({ $gt: 1 }). */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  let empty = true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!key.startsWith('$')) return false;
    empty = false;
  }
  return !empty;
}

const LOGICAL = new Set(['$and', '$or', '$nor']);

export function encodeFilter(filter: Filter): Filter {
  const out: Filter = {};
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    if (LOGICAL.has(key)) out[key] = (filter[key] as Filter[]).map(encodeFilter);
    else out[key] = encodeCondition(filter[key]);
  }
  return out;
}

export function encodeCondition(value: unknown): unknown {
  if (!isOperatorObject(value)) return encodeValue(value);
  const out: Record<string, unknown> = {};
  for (const [op, operand] of Object.entries(value)) {
    switch (op) {
      case '$in':
      case '$nin':
        out[op] = (operand as unknown[]).map(encodeValue);
        break;
      case '$elemMatch':
        out[op] = isOperatorObject(operand) ? encodeCondition(operand) : encodeFilter(operand as Filter);
        break;
      case '$not':
        out[op] = encodeCondition(operand);
        break;
      case '$regex':
      case '$options':
      case '$exists':
      case '$size':
        out[op] = operand;
        break;
      default:
        out[op] = encodeValue(operand);
    }
  }
  return out;
}

export function encodeUpdate(update: UpdateSpec): UpdateSpec {
  const out: UpdateSpec = {};
  if (update.$set) out.$set = mapValues(update.$set, encodeValue);
  if (update.$unset) out.$unset = { ...update.$unset };
  if (update.$inc) out.$inc = { ...update.$inc };
  if (update.$push) out.$push = mapValues(update.$push, encodeEachable);
  if (update.$addToSet) out.$addToSet = mapValues(update.$addToSet, encodeEachable);
  // $pull takes a condition on the elements (a value, an operator object or a sub-document query).
  if (update.$pull) out.$pull = mapValues(update.$pull, (v) => (isPlainObject(v) && !isOperatorObject(v) ? encodeFilter(v) : encodeCondition(v)));
  return out;
}

function encodeEachable(value: unknown): unknown {
  if (isPlainObject(value) && Array.isArray(value.$each) && Object.keys(value).length === 1) {
    return { $each: value.$each.map(encodeValue) };
  }
  return encodeValue(value);
}

function mapValues<V>(obj: Record<string, V>, fn: (v: V) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in obj) if (Object.hasOwn(obj, k)) out[k] = fn(obj[k] as V);
  return out;
}

/** The `_id` a filter pins by plain equality, if any (upserts insert with it). */
export function filterId(filter: Filter): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  if (isOperatorObject(id) && typeof id.$eq === 'string') return id.$eq;
  return undefined;
}

/** MongoDB's default index name: `a_1_b_-1`. Both adapters name indexes the same way. */
export function defaultIndexName(key: Record<string, 1 | -1>): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${dir}`)
    .join('_');
}
