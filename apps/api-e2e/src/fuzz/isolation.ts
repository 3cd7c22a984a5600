import { randomUUID } from 'node:crypto';
import { fieldKindOf, pathKindOf, type FixtureWorkspace } from './fixtures';
import { fillPath, pathParameters, queryParameters, type Operation } from './openapi-operations';
import type { FuzzRequest } from './requests';
import { send, type FuzzResponse } from './send';

/**
 * The isolation sweep: workspace B's key on workspace A's ids, for every
 * operation with a path id or an id-bearing body or query field. Each probe
 * is sent twice, once with A's ids and once with ids nobody holds, and both
 * answers must be the same (status and error code): B cannot tell A's records
 * from records that do not exist, and no answer carries A's data.
 */
export interface IsolationCase {
  operation: Operation;
  /** `path`, `body` or `query`: where A's ids go. */
  where: 'path' | 'body' | 'query';
  build(ids: (kind: string) => string): FuzzRequest;
}

export interface IsolationFinding {
  case: string;
  problem: string;
}

/** Every way an operation can carry an id, as cases to sweep. */
export function isolationCases(operations: Operation[], b: FixtureWorkspace): IsolationCase[] {
  const cases: IsolationCase[] = [];
  for (const operation of operations) {
    const pathNames = pathParameters(operation).map((p) => p.name);
    const bodyFields = idFieldsOf(operation.example);
    const queryIds = queryParameters(operation).filter((p) => fieldKindOf(p.name) !== undefined);
    const request = (pathIds: (name: string) => string, body: unknown, query: string): FuzzRequest => ({
      operation,
      kind: 'isolation',
      method: operation.method,
      path: `${fillPath(operation.template, Object.fromEntries(pathNames.map((name) => [name, pathIds(name)])))}${query}`,
      headers: { authorization: `Bearer ${b.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const ownPath = (name: string): string => b.context.pathId(operation, name);
    const ownBody = withIds(operation.example, (field) => b.context.idsFor(field)[0]);
    if (pathNames.length > 0) {
      cases.push({ operation, where: 'path', build: (ids) => request((name) => ids(pathKindOf(operation, name)), ownBody, '') });
    }
    if (bodyFields.length > 0) {
      cases.push({ operation, where: 'body', build: (ids) => request(ownPath, withIds(operation.example, (field) => ids(fieldKindOf(field)!)), '') });
    }
    for (const parameter of queryIds) {
      cases.push({ operation, where: 'query', build: (ids) => request(ownPath, ownBody, `?${parameter.name}=${ids(fieldKindOf(parameter.name)!)}`) });
    }
  }
  return cases;
}

/** Id-bearing field names in an example body (nested objects and arrays included). */
function idFieldsOf(example: unknown, field = ''): string[] {
  if (Array.isArray(example)) return example.flatMap((entry) => idFieldsOf(entry, field));
  if (example !== null && typeof example === 'object') return Object.entries(example).flatMap(([k, v]) => idFieldsOf(v, k));
  return typeof example === 'string' && fieldKindOf(field) !== undefined ? [field] : [];
}

function withIds(example: unknown, idFor: (field: string) => string | undefined, field = ''): unknown {
  if (example === undefined) return undefined;
  if (Array.isArray(example)) return example.map((entry) => withIds(entry, idFor, field));
  if (example !== null && typeof example === 'object') return Object.fromEntries(Object.entries(example).map(([k, v]) => [k, withIds(v, idFor, k)]));
  if (typeof example === 'string' && fieldKindOf(field) !== undefined) return idFor(field) ?? example;
  return example;
}

/** Sends the case with A's ids and with unknown ids; returns what breaks isolation. */
export async function sweep(baseUrl: string, testCase: IsolationCase, a: FixtureWorkspace): Promise<{ request: FuzzRequest; findings: IsolationFinding[] }> {
  const foreign = testCase.build((kind) => a.ids[kind] ?? randomUUID());
  const unknownIds = new Map<string, string>();
  const unknown = testCase.build((kind) => unknownIds.get(kind) ?? unknownIds.set(kind, randomUUID()).get(kind)!);
  const onForeign = await send(baseUrl, foreign);
  const onUnknown = await send(baseUrl, unknown);
  const name = `${testCase.operation.key} (A's ids in the ${testCase.where}): ${foreign.method} ${foreign.path}`;
  const findings: IsolationFinding[] = [];
  const add = (problem: string): void => {
    findings.push({ case: name, problem });
  };
  if (onForeign.status === 0 || onForeign.status >= 500) add(`answered ${onForeign.status}: ${JSON.stringify(onForeign.body).slice(0, 300)}`);
  if (onForeign.problems.length > 0) add(`does not conform: ${onForeign.problems.join('; ')}`);
  if (testCase.where === 'path' && onForeign.status !== 404) add(`answered ${onForeign.status}, not 404: ${JSON.stringify(onForeign.body).slice(0, 300)}`);
  if (testCase.where === 'body' && onForeign.status < 400 && outcomeOf(onUnknown) !== outcomeOf(onForeign)) add(`accepted A's ids: ${onForeign.status}`);
  if (outcomeOf(onForeign) !== outcomeOf(onUnknown)) {
    add(`answers A's ids (${outcomeOf(onForeign)}) unlike ids nobody holds (${outcomeOf(onUnknown)}): B can tell A's records exist`);
  }
  const leak = leakOf(onForeign, a, foreign);
  if (leak !== undefined) add(`the answer carries A's data (${leak}): ${JSON.stringify(onForeign.body).slice(0, 300)}`);
  return { request: foreign, findings };
}

function outcomeOf(response: FuzzResponse): string {
  const code = (response.body as { error?: { code?: string } })?.error?.code;
  return code === undefined ? String(response.status) : `${response.status} ${code}`;
}

/** A's marker, or an id of A's the request did not name, anywhere in the answer. */
export function leakOf(response: FuzzResponse, a: FixtureWorkspace, request: FuzzRequest): string | undefined {
  const text = JSON.stringify(response.body);
  if (text.includes(a.marker)) return `the marker ${a.marker}`;
  const asked = `${request.path} ${request.body?.toString() ?? ''}`;
  const id = Object.entries(a.ids).find(([, value]) => text.includes(value) && !asked.includes(value));
  return id === undefined ? undefined : `A's ${id[0]} id`;
}
