import { startStack, type Stack } from '@wbk/testing';
import { createFixtureWorkspace, type FixtureWorkspace } from './fuzz/fixtures';
import { isolationCases, leakOf, sweep, type IsolationFinding } from './fuzz/isolation';
import { operationsOf, pathParameters, type OpenApiDoc, type Operation } from './fuzz/openapi-operations';
import { readAll, settled } from './fuzz/readback';
import { closeConnections, send } from './fuzz/send';

/**
 * The isolation sweep, generated from the OpenAPI document: workspace A holds
 * a real record of every kind; workspace B's key then names A's ids in every
 * path, id-bearing body field and id-bearing query field the document has.
 * Path ids answer 404; body and query ids answer exactly as ids nobody holds
 * would; no answer carries A's data; every read of A answers the same after.
 */
describe('no workspace reaches another workspace through any operation', () => {
  let stack: Stack;
  let operations: Operation[];
  let a: FixtureWorkspace;
  let b: FixtureWorkspace;

  beforeAll(async () => {
    stack = await startStack();
    operations = operationsOf((await stack.api().get<OpenApiDoc>('/v1/openapi.json')).body);
    a = await createFixtureWorkspace(stack, operations, 'tenantA');
    b = await createFixtureWorkspace(stack, operations, 'tenantB');
  }, 120_000);

  afterAll(async () => {
    closeConnections();
    await stack?.stop();
  });

  it("answers B's requests on A's ids as not found, leaks nothing and leaves A's data as it was", async () => {
    const before = await settled(stack.baseUrl, operations, a);
    const cases = isolationCases(operations, b);
    const findings: IsolationFinding[] = [];
    // Reads and writes first, deletes last, so a delete that wrongly went through cannot hide a later case.
    const ordered = [...cases.filter((c) => c.operation.method !== 'DELETE'), ...cases.filter((c) => c.operation.method === 'DELETE')];
    for (const testCase of ordered) findings.push(...(await sweep(stack.baseUrl, testCase, a)).findings);

    // B's own lists and settings never show A's records either.
    const lists = operations.filter((op) => op.method === 'GET' && pathParameters(op).length === 0);
    for (const operation of lists) {
      const request = { operation, kind: 'isolation', method: 'GET', path: `${operation.template}${operation.template.endsWith('.json') ? '' : '?per_page=200'}`, headers: { authorization: `Bearer ${b.key}` } };
      const response = await send(stack.baseUrl, request);
      // B's own audit trail names the ids B asked for during the sweep: those echo B's requests, only A's marker would be a leak.
      const leak = operation.template === '/v1/audit-logs' ? (JSON.stringify(response.body).includes(a.marker) ? 'the marker' : undefined) : leakOf(response, a, request);
      if (leak !== undefined) findings.push({ case: `${operation.key} as B`, problem: `carries A's data (${leak})` });
    }

    const after = await readAll(stack.baseUrl, operations, a);
    for (const [path, snapshot] of Object.entries(before)) {
      if (after[path] !== snapshot) findings.push({ case: `A's GET ${path}`, problem: `changed during B's sweep:\n  before ${snapshot.slice(0, 400)}\n  after  ${after[path]?.slice(0, 400)}` });
    }

    const swept = new Set(cases.map((c) => c.operation.key));
    console.log(`isolation: ${cases.length} cases over ${swept.size} operations with ids (${cases.filter((c) => c.where === 'path').length} path, ${cases.filter((c) => c.where === 'body').length} body, ${cases.filter((c) => c.where === 'query').length} query), ${lists.length} list reads`);
    expect(swept.size).toBeGreaterThanOrEqual(50);
    expect(findings.map((f) => `${f.case}\n    ${f.problem}`)).toEqual([]);
  }, 300_000);
});
