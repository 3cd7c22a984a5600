/**
 * Checks that a filter or an update stays inside the DocStore port's subset
 * (doc-store.ts) before mingo sees it: mingo understands far more (`$where`,
 * `$expr`, aggregation operators), and whatever the embedded store accepted
 * beyond the port would be a behaviour MongoDB callers cannot count on.
 */
import type { Filter, UpdateSpec } from '../doc-store';
import { UnsupportedQueryError } from '../query-errors';
import { isOperatorObject, isPlainObject } from '../user-keys.codec';

const LOGICAL = new Set(['$and', '$or', '$nor']);
const FIELD_OPERATORS = new Set(['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$exists', '$regex', '$options', '$size', '$elemMatch', '$not']);
const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);
const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$addToSet', '$pull']);

export function checkFilter(filter: Filter): void {
  if (!isPlainObject(filter)) throw new UnsupportedQueryError('filter', 'a filter must be a plain object');
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = filter[key];
    if (LOGICAL.has(key)) {
      if (!Array.isArray(value) || value.length === 0) throw new UnsupportedQueryError(key, 'takes a non-empty array of filters');
      for (const sub of value) checkFilter(sub as Filter);
    } else if (key.startsWith('$')) {
      throw new UnsupportedQueryError(key, 'not a query operator of the port');
    } else checkCondition(key, value);
  }
}

function checkCondition(field: string, value: unknown): void {
  if (!isOperatorObject(value)) return;
  for (const op in value) {
    if (!FIELD_OPERATORS.has(op)) throw new UnsupportedQueryError(op, `not a query operator of the port (on ${field})`);
    const operand = value[op];
    if ((op === '$in' || op === '$nin') && !Array.isArray(operand)) throw new UnsupportedQueryError(op, `takes an array (on ${field})`);
    // MongoDB's $gte: null matches missing fields and $gt: null nothing; no caller needs either, so neither is promised.
    if (RANGE.has(op) && (operand === null || operand === undefined)) throw new UnsupportedQueryError(op, `null operand (on ${field}): use { ${field}: null } or $exists`);
    if (op === '$not') checkCondition(field, operand);
    if (op === '$elemMatch') {
      if (!isPlainObject(operand)) throw new UnsupportedQueryError(op, `takes an object (on ${field})`);
      if (isOperatorObject(operand)) checkCondition(field, operand);
      else checkFilter(operand);
    }
  }
}

export function checkUpdate(update: UpdateSpec): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) {
    throw new UnsupportedQueryError('update', 'an update must use update operators ($set, $inc, ...); use replaceOne to replace a document');
  }
  for (const op of keys) {
    if (!UPDATE_OPERATORS.has(op)) throw new UnsupportedQueryError(op, 'not an update operator of the port');
    const fields = (update as Record<string, unknown>)[op];
    if (!isPlainObject(fields)) throw new UnsupportedQueryError(op, 'takes an object of fields');
    for (const field in fields) {
      if (field.startsWith('$') || field === '_id') throw new UnsupportedQueryError(op, `cannot change ${field}`);
      const operand = fields[field];
      if (op === '$inc' && typeof operand !== 'number') throw new UnsupportedQueryError(op, `takes a number (on ${field})`);
      if ((op === '$push' || op === '$addToSet') && isOperatorObject(operand)) {
        if (Object.keys(operand).some((m) => m !== '$each') || !Array.isArray(operand.$each)) {
          throw new UnsupportedQueryError(op, `only the $each modifier with an array is supported (on ${field})`);
        }
      }
      if (op === '$pull' && isOperatorObject(operand)) checkCondition(field, operand);
      if (op === '$pull' && isPlainObject(operand) && !isOperatorObject(operand)) checkFilter(operand);
    }
  }
}
