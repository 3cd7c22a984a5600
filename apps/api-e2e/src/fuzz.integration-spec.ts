import { startStack, type Stack } from '@wbk/testing';
import { createFixtureWorkspace, type FixtureWorkspace } from './fuzz/fixtures';
import { operationsOf, type OpenApiDoc, type Operation } from './fuzz/openapi-operations';
import { PATHOLOGICAL_DEADLINE_MS, sweepPathological } from './fuzz/pathological-sweep';
import { settled } from './fuzz/readback';
import { fuzzOperations } from './fuzz/run';
import { closeConnections } from './fuzz/send';
import { loadFuzzSettings } from './fuzz/settings';

/**
 * The fuzzer: every operation of the OpenAPI document the gateway serves gets
 * valid requests generated from its schemas and hostile ones (wrong types,
 * sizes, nesting, encodings, unknown fields, special keys, dates, numbers,
 * path ids, query strings, headers). No answer may be a 5xx or a dropped
 * connection; every answer must be one the document lists for that operation,
 * with its body; a rejected write must leave what it targeted as it was.
 *
 * Before that, every documented pattern gets its pathological strings (long runs of
 * what it repeats), each answered 400 within a deadline.
 *
 * `npm test` runs a fixed seed and a small count; `npm run fuzz` the same
 * with a larger budget (see fuzz/settings.ts).
 */
const budget = loadFuzzSettings();

describe('fuzzing every operation of the OpenAPI document', () => {
  let stack: Stack;
  let operations: Operation[];
  let valid: FixtureWorkspace;
  let hostile: FixtureWorkspace;

  beforeAll(async () => {
    // Hostile keys and headers come from one address; its throttle of bad keys would answer them all 429.
    stack = await startStack({ appEnv: { gateway: { UNAUTH_LIMIT_PER_MINUTE: '1000000' } } });
    const document = await stack.api().get<OpenApiDoc>('/v1/openapi.json');
    operations = operationsOf(document.body);
    valid = await createFixtureWorkspace(stack, operations, 'valid');
    hostile = await createFixtureWorkspace(stack, operations, 'hostile');
    await settled(stack.baseUrl, operations, hostile);
  }, 120_000);

  afterAll(async () => {
    closeConnections();
    await stack?.stop();
  });

  // First: it writes nothing, and the main run ends by deleting the records its paths name.
  it(`answers every pathological string of a documented pattern 400 within ${PATHOLOGICAL_DEADLINE_MS / 1000} s (no pattern backtracks on it)`, async () => {
    const sweep = await sweepPathological(stack.baseUrl, operations, hostile.context, budget.seed);
    console.log(`fuzz: ${sweep.requests} pathological requests`);
    expect(sweep.requests).toBeGreaterThan(0);
    expect(sweep.failures.map((f) => `${f.operation} ${f.kind} -> ${f.status}: ${f.problem}\n    ${f.request}`)).toEqual([]);
  }, 600_000);

  it('answers every generated request without a 5xx, as the document says, and changes nothing on a rejected write', async () => {
    const tally = await fuzzOperations(stack.baseUrl, operations, valid, hostile, budget);
    const summary = `${tally.operations} operations, ${tally.requests} requests (seed ${budget.seed}, ${budget.validPerOperation} valid + ${budget.invalidPerOperation} hostile each), ${tally.rejected} rejected writes read back; statuses by kind: ${JSON.stringify(tally.statuses)}`;
    console.log(`fuzz: ${summary}`);
    expect(tally.operations).toBeGreaterThanOrEqual(80);
    expect(tally.failures.map((f) => `${f.operation} ${f.kind} -> ${f.status}: ${f.problem}\n    ${f.request}`)).toEqual([]);
  }, 600_000);
});
