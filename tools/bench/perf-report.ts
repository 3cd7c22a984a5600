// Reads one recording of BENCH_PERF and prints, per measured process, where its
// CPU went: the collector, the compilers, and each module of our bundles, npm
// package or part of Node by the nearest JavaScript frame.
//   BENCH_PERF=/tmp/perf BENCH_SECTIONS=enrichment npm run bench
//   node tools/dev/with-node.mjs npx tsx tools/bench/perf-report.ts /tmp/perf.2 [top]
// Run it on the machine that made the recording, before the symbol maps
// (/tmp/perf-<pid>.map) are gone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { groupOf, parsePerfScript, summarise } from './perf-attribution';

function main(): void {
  const [recording, top = '12'] = process.argv.slice(2);
  if (recording === undefined) throw new Error('usage: perf-report.ts <recording> [top]');
  const pidsFile = `${recording}.pids.json`;
  if (!existsSync(pidsFile)) throw new Error(`${pidsFile} is missing: record with BENCH_PERF=<file> npm run bench, which writes each recording's process ids beside it`);
  const names = JSON.parse(readFileSync(pidsFile, 'utf8')) as Record<string, number>;
  const script = execFileSync('perf', ['script', '-i', recording, '-F', 'comm,pid,tid,ip,sym,dso'], { maxBuffer: 2 ** 31 - 1, stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  for (const row of summarise(parsePerfScript(script), names)) {
    process.stdout.write(`${row.name}: ${percent(row.machineShare)} of the machine's samples, ${percent(row.kernelShare)} of its own in the kernel\n`);
    if (row.name === 'idle') continue;
    const groups = new Map<string, number>();
    for (const { owner, share } of row.owners) groups.set(groupOf(owner), (groups.get(groupOf(owner)) ?? 0) + share);
    process.stdout.write(`  by kind: ${[...groups].sort((a, b) => b[1] - a[1]).map(([group, share]) => `${group} ${percent(share)}`).join(', ')}\n`);
    for (const { owner, share } of row.owners.slice(0, Number(top))) process.stdout.write(`  ${percent(share).padStart(6)} ${owner}\n`);
  }
}

main();
