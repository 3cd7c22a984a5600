// Where a mixed load's CPU goes across every process: reads the V8 CPU
// profiles the apps wrote (BENCH_CPU_PROF=<apps> BENCH_CPU_PROF_DIR=<dir>,
// written when they exit) and sums self time over the last seconds before
// each profile ended (the measured window, not start-up or seeding), by
// process, by function and by package.
//   TSX_TSCONFIG_PATH=tsconfig.base.json npx tsx tools/bench/profile-costs.ts <dir> [window seconds, default 60] [seconds cut before the end, default 5]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const NOT_CPU = new Set(['(idle)', '(program)']);

/** The app a profile belongs to, from the bundle its frames run in (dist/apps/<app>/main.js). */
function appOf(profile: CpuProfile): string {
  for (const node of profile.nodes) {
    const match = /dist\/apps\/([a-z-]+)\/main\.js/.exec(node.callFrame.url);
    if (match?.[1]) return match[1];
  }
  return 'unknown';
}

/** A frame's package: a node_modules package, a Node built-in, the app's own bundle, or V8's own entries (GC). */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module?.[1]) return module[1];
  if (url.startsWith('node:')) return url.split('/')[0]!.replace(/:internal$/, '');
  if (/dist\/apps\/[a-z-]+\/main\.js/.test(url)) return '(our code)';
  return url;
}

function add(map: Map<string, number>, key: string, us: number): void {
  map.set(key, (map.get(key) ?? 0) + us);
}

function main(): void {
  const [dir, windowArg, cutArg] = process.argv.slice(2);
  if (dir === undefined) throw new Error('usage: profile-costs.ts <profile dir> [window seconds] [seconds cut before the end]');
  const windowUs = Number(windowArg ?? 60) * 1e6;
  const cutUs = Number(cutArg ?? 5) * 1e6;
  const byProcess = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const app = appOf(profile);
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const to = profile.endTime - cutUs;
    const from = to - windowUs;
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i] ?? 0;
      const us = profile.timeDeltas[i + 1] ?? 0;
      if (at < from || at > to) continue;
      const node = nodes.get(profile.samples[i]!)!;
      const name = node.callFrame.functionName || '(anonymous)';
      if (NOT_CPU.has(name)) continue;
      add(byProcess, app, us);
      add(byFunction, `${app}: ${name} ${packageOf(node.callFrame.url, name)}`, us);
      add(byPackage, packageOf(node.callFrame.url, name), us);
    }
  }
  const total = [...byProcess.values()].reduce((a, b) => a + b, 0);
  const print = (title: string, map: Map<string, number>, rows: number): void => {
    process.stdout.write(`${title}\n`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) process.stdout.write(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}\n`);
  };
  process.stdout.write(`CPU sampled in the window, every profiled process: ${(total / 1000).toFixed(0)} ms\n`);
  print('by process', byProcess, 20);
  print('by package, every process', byPackage, 25);
  print('by function, self time', byFunction, 40);
}

main();
