import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';
import { pathologicalStrings } from './pathological';
import { setAt } from './mutations';
import { serialise, validParts, type FixtureContext, type FuzzRequest } from './requests';
import { describe, type FuzzFailure } from './run';
import { send } from './send';
import { objectOf } from './schema-arbitrary';

/**
 * For every body string field the document gives a pattern (its own, or one
 * per `anyOf` member), requests that carry each pathological string of that
 * pattern (fuzz/pathological.ts) in an otherwise valid body. A field with
 * several grammars depends on a sibling (a send's recipient on its channel), so
 * such a field is also sent with every value of each enum of its object and of
 * the body. Deterministic: the same requests on every run.
 */
export interface PatternField {
  /** Where the string goes, e.g. ['action_config', 'to']. */
  path: string[];
  patterns: string[];
  /** Objects on the way that come from a `oneOf` branch, with that branch's schema. */
  branches: Array<{ path: string[]; schema: JsonSchema }>;
  /** Paths of enum properties whose values select among the field's grammars. */
  selectors: Array<{ path: string[]; values: unknown[] }>;
}

const MAX_DEPTH = 4;

export function patternFields(schema: JsonSchema, path: string[] = [], branches: PatternField['branches'] = [], outer: PatternField['selectors'] = []): PatternField[] {
  if (path.length > MAX_DEPTH) return [];
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const enums = Object.entries(properties).filter(([, p]) => Array.isArray(p.enum));
  const selectors = [...outer, ...enums.map(([name, p]) => ({ path: [...path, name], values: p.enum as unknown[] }))];
  return Object.entries(properties).flatMap(([name, property]) => fieldsAt(property, [...path, name], branches, selectors));
}

function fieldsAt(property: JsonSchema, at: string[], branches: PatternField['branches'], selectors: PatternField['selectors']): PatternField[] {
  const members = ((property.anyOf ?? property.oneOf) as JsonSchema[] | undefined) ?? [];
  const patterns = [property.pattern, ...members.map((m) => m.pattern)].filter((p): p is string => typeof p === 'string');
  return [
    ...(patterns.length === 0 ? [] : [{ path: at, patterns, branches, selectors: members.length > 1 ? selectors : [] }]),
    ...(property.items !== undefined ? fieldsAt(property.items as JsonSchema, [...at, '0'], branches, selectors) : []),
    ...(property.properties !== undefined ? patternFields(property, at, branches, selectors) : []),
    ...members.filter((m) => m.properties !== undefined).flatMap((m) => patternFields(m, at, [...branches, { path: at, schema: m }], selectors)),
  ];
}

/** Every pathological request of the operation: fields x strings x the values that select the field's grammar. */
export function pathologicalRequests(operation: Operation, context: FixtureContext, length: number, seed: number): FuzzRequest[] {
  if (operation.body === undefined) return [];
  const [parts] = fc.sample(validParts(operation, context), { seed, numRuns: 1 });
  if (parts === undefined) return [];
  const requests: FuzzRequest[] = [];
  for (const field of patternFields(operation.body)) {
    let base = parts.body;
    for (const branch of field.branches) base = setAt(base, branch.path, fc.sample(objectOf(branch.schema, context), { seed, numRuns: 1 })[0]);
    const variants: Array<[string, unknown]> = [['', base], ...field.selectors.flatMap((s) => s.values.map((v): [string, unknown] => [`${s.path.join('.')}=${String(v)}`, setAt(base, s.path, v)]))];
    const strings = [...new Set(field.patterns.flatMap((pattern) => pathologicalStrings(pattern, length)))];
    for (const text of strings) {
      for (const [selected, body] of variants) {
        const kind = `body:pathological(${field.path.join('.')}${selected ? `, ${selected}` : ''}: ${JSON.stringify(text.slice(0, 12))}... ${text.length} chars)`;
        requests.push(serialise(operation, { ...parts, body: setAt(body, field.path, text) }, kind));
      }
    }
  }
  return requests;
}

/**
 * Long enough that a quadratic pattern takes tens of seconds (a run of 40,000
 * dots took 8 s in the old send-recipient check), short enough for every body
 * limit; a linear check refuses it in milliseconds.
 */
export const PATHOLOGICAL_LENGTH = 100_000;
/** Seconds where the broken code takes most of a minute: a slow answer is a stuck service, not a busy machine. */
export const PATHOLOGICAL_DEADLINE_MS = 5_000;

/**
 * Sends every pathological request of every operation; each must be answered
 * 400 within the deadline. The first request left unanswered ends the sweep:
 * the service is still busy with it and every later answer would be late too.
 */
export async function sweepPathological(baseUrl: string, operations: Operation[], context: FixtureContext, seed: number): Promise<{ requests: number; failures: FuzzFailure[] }> {
  const failures: FuzzFailure[] = [];
  let requests = 0;
  for (const [index, operation] of operations.entries()) {
    for (const request of pathologicalRequests(operation, context, PATHOLOGICAL_LENGTH, seed + index)) {
      const response = await send(baseUrl, request, PATHOLOGICAL_DEADLINE_MS);
      requests += 1;
      const failure = (problem: string): FuzzFailure => ({ operation: operation.key, kind: request.kind, request: describe(request), status: response.status, problem });
      if (response.status === 0) {
        failures.push(failure(`${response.problems.join('; ')}: a pattern may be backtracking on this string; the sweep stops, the service is still busy with it`));
        return { requests, failures };
      }
      if (response.status !== 400) failures.push(failure(`answered ${response.status}, not 400: ${JSON.stringify(response.body).slice(0, 300)}`));
      else if (response.problems.length > 0) failures.push(failure(response.problems.join('; ')));
    }
  }
  return { requests, failures };
}
