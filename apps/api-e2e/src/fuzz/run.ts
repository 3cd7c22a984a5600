import fc from 'fast-check';
import type { FixtureWorkspace } from './fixtures';
import { invalidRequest, validRequest } from './mutations';
import type { Operation } from './openapi-operations';
import { readbackPath, readbackTemplate, readOne } from './readback';
import type { FuzzRequest } from './requests';
import { send, type FuzzResponse } from './send';

export interface FuzzBudget {
  seed: number;
  validPerOperation: number;
  invalidPerOperation: number;
  /** Requests whose kind starts with this are printed with their answers. */
  trace?: string;
}

export interface FuzzFailure {
  operation: string;
  kind: string;
  request: string;
  status: number;
  problem: string;
}

export interface FuzzTally {
  operations: number;
  requests: number;
  rejected: number;
  readbacks: number;
  failures: FuzzFailure[];
  /** How often each kind of request got each status, e.g. { valid: { 200: 40, 400: 3 } }: shows the generators reach past validation. */
  statuses: Record<string, Record<number, number>>;
}

/** Writes, then reads (which then meet what the writes stored), then deletes, so the records every other operation needs are still there. */
export function scheduleOf(operations: Operation[]): Operation[] {
  const rank = (op: Operation): number => (op.method === 'DELETE' ? 2 : op.method === 'GET' ? 1 : 0);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/**
 * Sends `validPerOperation` valid and `invalidPerOperation` hostile requests
 * to every operation, each set drawn from its own seed (seed + operation
 * index), so a run is the same every time and adding an operation does not
 * change what the others receive. Valid requests go to one workspace, hostile
 * ones to another whose records are read back around every rejected write.
 */
export async function fuzzOperations(baseUrl: string, operations: Operation[], valid: FixtureWorkspace, hostile: FixtureWorkspace, budget: FuzzBudget): Promise<FuzzTally> {
  const tally: FuzzTally = { operations: operations.length, requests: 0, rejected: 0, readbacks: 0, failures: [], statuses: {} };
  const ordered = scheduleOf(operations);
  for (const operation of ordered) {
    const index = operations.indexOf(operation);
    for (const request of fc.sample(validRequest(operation, valid.context), { seed: budget.seed + index, numRuns: budget.validPerOperation })) {
      const response = await send(baseUrl, request);
      tally.requests += 1;
      judge(tally, request, response, budget.trace);
    }
  }
  for (const operation of ordered) {
    const index = operations.indexOf(operation);
    const readback = readbackTemplate(operation, operations);
    for (const request of fc.sample(invalidRequest(operation, hostile.context), { seed: budget.seed + 10_000 + index, numRuns: budget.invalidPerOperation })) {
      const probe = readback === undefined ? undefined : readbackPath(readback, pathValuesOf(operation, hostile));
      const before = probe === undefined ? undefined : await readOne(baseUrl, probe, hostile);
      const response = await send(baseUrl, request);
      tally.requests += 1;
      judge(tally, request, response, budget.trace);
      if (response.status < 400 || probe === undefined || before === undefined) continue;
      tally.rejected += 1;
      tally.readbacks += 1;
      const after = await readOne(baseUrl, probe, hostile);
      if (after !== before) record(tally, request, response, `the rejected request changed GET ${probe}:\n  before ${before.slice(0, 600)}\n  after  ${after.slice(0, 600)}`);
    }
  }
  return tally;
}

function pathValuesOf(operation: Operation, workspace: FixtureWorkspace): Record<string, string> {
  const names = [...operation.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, workspace.context.pathId(operation, name)]));
}


function judge(tally: FuzzTally, request: FuzzRequest, response: FuzzResponse, trace: string | undefined): void {
  const family = request.kind.startsWith('query:') ? 'query' : request.kind === 'valid' ? `valid ${request.operation.key}` : request.kind.replace(/\(.*$/, '');
  const counts = (tally.statuses[family] ??= {});
  counts[response.status] = (counts[response.status] ?? 0) + 1;
  if (trace !== undefined && request.kind.startsWith(trace)) process.stdout.write(`${request.kind} -> ${response.status} ${JSON.stringify(response.body).slice(0, 300)}\n  ${describe(request)}\n`);
  if (response.status === 0 || response.status >= 500) record(tally, request, response, `answered ${response.status || 'nothing (connection dropped)'}: ${JSON.stringify(response.body).slice(0, 300)}`);
  else if (response.problems.length > 0) record(tally, request, response, response.problems.join('; '));
}

function record(tally: FuzzTally, request: FuzzRequest, response: FuzzResponse, problem: string): void {
  tally.failures.push({ operation: request.operation.key, kind: request.kind, request: describe(request), status: response.status, problem });
}

export function describe(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body=${(Buffer.isBuffer(request.body) ? request.body.toString('latin1') : request.body).slice(0, 200)}`;
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => `${name}: ${value.slice(0, 60)}`)
    .join(', ');
  return `${request.method} ${request.path.slice(0, 200)}${headers ? ` [${headers}]` : ''}${body}`;
}
