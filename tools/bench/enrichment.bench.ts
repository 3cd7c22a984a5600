// Enrichment, two figures:
//   1. cached POST /v1/email/enrich through the whole stack (gateway -> enrichment
//      -> cache -> workspace charge, grouped with the charges queued meanwhile), with
//      the CPU every process spends per lookup, which bench.ts sets against bare
//      node:http (cpu-per-operation.ts); the rate is printed beside the Express + gRPC
//      floor measured in the same run, as a record. Every request is a charged lookup
//      (1 credit), so the credit path is in the figure;
//   2. the prospector over SIM_PEOPLE=100,000: POST /v1/prospector/search page 1
//      against page 100 (100 per page), same filter, same load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, TOPOLOGY, type Stack } from '@wbk/testing';
import { measureLoad, measureRounds, type LoadFigures, type LoadTarget, type RoundsFigures } from './http-load';
import { cpuProfileArgs, formatCpu, formatWrites, stackPids } from './process-cpu';

const SIM_PEOPLE = Number(process.env['BENCH_SIM_PEOPLE'] ?? 100_000);
/** The prospector pages are compared at a lower load: each answer is 100 prospects. */
const SEARCH_CONNECTIONS = 10;

export interface EnrichmentStack {
  stack: Stack;
  key: string;
  stop(): Promise<void>;
}

export async function startEnrichmentBenchStack(): Promise<EnrichmentStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-enrichment-'));
  const stack = await startStack({
    dataDir,
    env: { LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn' },
    checkConformance: false,
    readyTimeoutMs: 120_000,
    appNodeArgs: cpuProfileArgs(dataDir, TOPOLOGY.map((app) => app.name)),
    appEnv: { 'provider-sim': { SIM_PEOPLE: String(SIM_PEOPLE) } },
  });
  const workspace = await stack.admin.createWorkspace({ name: 'Bench enrichment', plan: 'org', credits: 100_000_000 });
  await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
  const { key } = await stack.admin.createKey(workspace.id, { name: 'bench', permissions: ['read', 'write'] });
  return {
    stack,
    key,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function post(stack: EnrichmentStack, route: string, body: object, connections: number, durationS: number): Promise<LoadFigures> {
  return measureLoad(postTarget(stack, route, body, connections), durationS, stackPids(stack.stack));
}

function postTarget(stack: EnrichmentStack, route: string, body: object, connections: number): LoadTarget {
  return {
    url: `${stack.stack.baseUrl}${route}`,
    method: 'POST' as const,
    connections,
    headers: { authorization: `Bearer ${stack.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** One email both vendors know, looked up once so every measured request is a cache hit. */
export async function measureCachedEnrich(stack: EnrichmentStack, connections: number, durationS: number, rounds: number): Promise<RoundsFigures> {
  const sample = await fetch(`${stack.stack.addresses['provider-sim']}/control/enrichment/sample?vendor=both&kind=email`);
  const { email } = (await sample.json()) as { email: string };
  const first = await stack.stack.api(stack.key).post('/v1/email/enrich', { email });
  if (first.status !== 200) throw new Error(`the first lookup answered ${first.status}: ${JSON.stringify(first.body)}`);
  return measureRounds(postTarget(stack, '/v1/email/enrich', { email }, connections), durationS, stackPids(stack.stack), rounds);
}

export interface ProspectorFigures {
  total: number;
  page1: LoadFigures;
  page100: LoadFigures;
}

export async function measureProspectorPages(stack: EnrichmentStack, durationS: number): Promise<ProspectorFigures> {
  const filter = { industry: ['legal services', 'law practice', 'legaltech'] };
  const probe = await stack.stack.api(stack.key).post('/v1/prospector/search', { ...filter, page: 100, per_page: 100 });
  const data = probe.body.data as { results: unknown[]; pagination: { total: number } };
  if (probe.status !== 200 || data.results.length !== 100) throw new Error(`page 100 is not full (${probe.status}, total ${data?.pagination?.total})`);
  const page1 = await post(stack, '/v1/prospector/search', { ...filter, page: 1, per_page: 100 }, SEARCH_CONNECTIONS, durationS);
  const page100 = await post(stack, '/v1/prospector/search', { ...filter, page: 100, per_page: 100 }, SEARCH_CONNECTIONS, durationS);
  return { total: data.pagination.total, page1, page100 };
}

export function enrichmentReport(cached: RoundsFigures, pages: ProspectorFigures, floorReqPerSec: number): string[] {
  const ratio = cached.reqPerSec / floorReqPerSec;
  const pageRatio = pages.page100.p50 / Math.max(pages.page1.p50, 1);
  const row = (name: string, f: LoadFigures) => `| ${name} | ${f.reqPerSec.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.non2xx} |`;
  return [
    `cached POST /v1/email/enrich through the stack (1 credit charged per request): ${cached.reqPerSec.toFixed(0)} req/s (median of rounds ${cached.roundsReqPerSec.join(', ')}), p50 ${cached.p50} ms, p99 ${cached.p99} ms, non-2xx ${cached.non2xx}, errors ${cached.errors}`,
    `CPU µs per cached request (last round): ${formatCpu(cached.cpu)}`,
    `write system calls per cached request (last round): ${formatWrites(cached.writes)}`,
    `cached enrich / express+gRPC floor (${floorReqPerSec.toFixed(0)} req/s): ${(ratio * 100).toFixed(1)}%`,
    `prospector search over ${SIM_PEOPLE} people (${pages.total} match), 100 per page, ${SEARCH_CONNECTIONS} connections:`,
    `| page | req/s | p50 ms | p99 ms | non-2xx |`,
    `|---|---|---|---|---|`,
    row('1', pages.page1),
    row('100', pages.page100),
    `page 100 / page 1 (p50): ${pageRatio.toFixed(2)}x (target <= 3x) ${pageRatio <= 3 ? 'MET' : 'NOT MET'}`,
  ];
}
