/**
 * Applies an update of the port's subset to a document, with mingo's own
 * update operators. mingo's `update()` builds a fresh operator context for
 * every call (it copies its query, expression and pipeline operator tables),
 * which cost more CPU than the update itself; each operator here runs with
 * mingo's default options, built once. What `update()` adds beyond running
 * the operators in turn is its check that no two operators touch the same
 * path, done here by `assertNoConflict`, as MongoDB refuses such an update
 * too. differential.spec.ts compares every result with mingo's `update()`.
 */
import * as operators from 'mingo/operators/update';
import type { UpdateSpec } from '../doc-store';
import { UnsupportedQueryError } from '../query-errors';
import type { StoredDoc } from './stored-json';

type Operator = (expr: never) => (doc: Record<string, unknown>) => string[];

// Each operator's own type narrows its operand ($inc numbers, $unset ""); port-guard.ts has checked the operands.
const BY_NAME: Record<string, Operator> = {
  $set: operators.$set,
  $unset: operators.$unset,
  $inc: operators.$inc,
  $push: operators.$push,
  $addToSet: operators.$addToSet,
  $pull: operators.$pull,
};

/** Runs an update port-guard.ts has checked; changes `doc` in place. */
export function applyUpdate(doc: StoredDoc, update: UpdateSpec): void {
  const ops = Object.keys(update);
  if (ops.length > 1) assertNoConflict(update);
  for (const op of ops) {
    const run = BY_NAME[op];
    if (!run) throw new UnsupportedQueryError(op, 'not an update operator of the port');
    run((update as Record<string, never>)[op]!)(doc);
  }
}

/** Two operators on one path, or on a path and its parent, is a conflict for MongoDB and for mingo's update(). */
function assertNoConflict(update: UpdateSpec): void {
  const paths: string[] = [];
  for (const fields of Object.values(update)) for (const field of Object.keys(fields as object)) paths.push(field);
  paths.sort();
  for (let i = 1; i < paths.length; i += 1) {
    const [a, b] = [paths[i - 1]!, paths[i]!];
    if (a === b || b.startsWith(`${a}.`)) throw new UnsupportedQueryError('update', `updating the path '${b}' would create a conflict at '${a}'`);
  }
}
