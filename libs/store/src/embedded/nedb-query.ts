import type { Filter, UpdateSpec } from '../doc-store';
import { isOperatorObject, isPlainObject } from '../user-keys.codec';

/**
 * Translates an (already key-encoded) port filter into nedb's dialect with
 * MongoDB semantics where the two differ:
 * - `$regex` is a string + `$options` in the port, a RegExp in nedb;
 * - `$ne` / `$nin` on an array field must mean "no element equals" (nedb's
 *   own operators mean "some element differs"), so they become `$not` clauses;
 * - `{ f: null }` (and `$in` containing null) also matches a missing field;
 * - nedb has no `$eq`.
 * Plain equalities stay top-level keys so nedb can answer them from an index.
 */
export function toNedbFilter(filter: Filter): Filter {
  const out: Filter = {};
  const extra: Filter[] = [];
  // nedb answers from the index of the LAST indexed top-level key of a query; an `_id` equality
  // must be that key, or `{_id, workspace_id}` would walk the whole workspace through the
  // workspace_id index instead of one document. Added last here rather than moved by a copy.
  let id: { value: unknown } | undefined;
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      const subs = (value as Filter[]).map(toNedbFilter);
      if (key === '$and') extra.push(...subs);
      else extra.push({ $or: subs });
    } else if (key === '$nor') {
      extra.push({ $not: { $or: (value as Filter[]).map(toNedbFilter) } });
    } else if (key === '_id' && value !== null && !isOperatorObject(value)) {
      id = { value };
    } else {
      addCondition(key, value, out, extra);
    }
  }
  if (extra.length > 0) out.$and = extra;
  if (id !== undefined) out._id = id.value;
  return out;
}

function eqClause(field: string, value: unknown): Filter {
  if (value === null) return { $or: [{ [field]: null }, { [field]: { $exists: false } }] };
  return { [field]: value };
}

function inClause(field: string, values: unknown[]): Filter {
  if (values.includes(null)) return { $or: [{ [field]: { $in: values } }, { [field]: { $exists: false } }] };
  return { [field]: { $in: values } };
}

function addCondition(field: string, value: unknown, out: Filter, extra: Filter[]): void {
  if (!isOperatorObject(value)) {
    if (value === null) extra.push(eqClause(field, null));
    else out[field] = value;
    return;
  }
  const ops: Record<string, unknown> = {};
  for (const [op, operand] of Object.entries(value)) {
    switch (op) {
      case '$eq':
        extra.push(eqClause(field, operand));
        break;
      case '$ne':
        extra.push({ $not: eqClause(field, operand) });
        break;
      case '$in':
        if ((operand as unknown[]).includes(null)) extra.push(inClause(field, operand as unknown[]));
        else ops.$in = operand;
        break;
      case '$nin':
        extra.push({ $not: inClause(field, operand as unknown[]) });
        break;
      case '$not': {
        const sub: Filter = {};
        const subExtra: Filter[] = [];
        addCondition(field, operand, sub, subExtra);
        if (subExtra.length > 0) sub.$and = subExtra;
        extra.push({ $not: sub });
        break;
      }
      case '$regex':
        ops.$regex = toRegExp(operand, value.$options);
        break;
      case '$options':
        break;
      case '$lt':
      case '$lte':
      case '$gt':
      case '$gte':
        ops[op] = operand;
        // nedb compares null with a Date (both typeof 'object'); MongoDB never matches across types.
        if (operand instanceof Date) extra.push({ $not: { [field]: null } });
        break;
      case '$elemMatch':
        ops.$elemMatch = isOperatorObject(operand) ? toNedbElementCondition(operand) : toNedbFilter(operand as Filter);
        break;
      default:
        ops[op] = operand;
    }
  }
  // Kept top-level so nedb can use an index for $in and range queries.
  if (Object.keys(ops).length > 0) out[field] = ops;
}

/** Conditions on scalar array elements ({ $elemMatch: { $gt: 1 } }) and $pull values: nedb matches them against the bare element. */
function toNedbElementCondition(cond: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [op, operand] of Object.entries(cond)) {
    if (op === '$regex') out.$regex = toRegExp(operand, cond.$options);
    else if (op === '$eq') out.$in = [operand];
    else if (op !== '$options') out[op] = operand;
  }
  return out;
}

function toRegExp(pattern: unknown, options: unknown): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const flags = typeof options === 'string' ? options.replace(/[^imsu]/g, '') : '';
  return new RegExp(String(pattern), flags);
}

/** The port's update spec in nedb's dialect (only `$pull` conditions differ). */
export function toNedbUpdate(update: UpdateSpec): Record<string, unknown> {
  const out: Record<string, unknown> = { ...update };
  if (update.$pull) {
    const pull: Record<string, unknown> = {};
    for (const [field, cond] of Object.entries(update.$pull)) {
      if (isOperatorObject(cond)) pull[field] = toNedbElementCondition(cond);
      else if (isPlainObject(cond)) pull[field] = toNedbFilter(cond);
      else pull[field] = cond;
    }
    out.$pull = pull;
  }
  return out;
}

/**
 * The document an upsert starts from: the filter's plain equalities (MongoDB
 * copies them into the inserted document), dotted paths expanded to nesting.
 */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  collectEqualities(filter, seed);
  return seed;
}

function collectEqualities(filter: Filter, seed: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') (value as Filter[]).forEach((f) => collectEqualities(f, seed));
    else if (key.startsWith('$')) continue;
    else if (!isOperatorObject(value)) setPath(seed, key, value);
    else if ('$eq' in value) setPath(seed, key, value.$eq);
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}
