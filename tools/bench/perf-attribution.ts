// Where a `perf record -g` of the whole machine says each process spent its CPU.
// perf's cpu-clock counts only time on a CPU; V8's sampling profiler, run on two
// loaded cores, also counts the time a process waits, descheduled, inside a
// system call, and so made socket writes look like a tenth of a service's work
// when perf puts the whole kernel under a twentieth. This reads `perf script`
// output of a recording whose apps ran with --perf-basic-prof-only-functions.
import { readFileSync } from 'node:fs';

export interface Frame {
  symbol: string;
  dso: string;
}

export interface Sample {
  pid: number;
  /** Leaf first. */
  frames: Frame[];
}

const HEADER = /^(.*?)\s*(\d+)\/(\d+)\s*$/;
const FRAME = /^\s+[0-9a-f]+ (.*) \((.*)\)$/;

/** The samples of `perf script -F comm,pid,tid,ip,sym,dso`, one per blank-line-separated block. */
export function parsePerfScript(text: string): Sample[] {
  const samples: Sample[] = [];
  let current: Sample | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (current) samples.push(current);
      current = null;
      continue;
    }
    if (!line.startsWith('\t') && !line.startsWith(' ')) {
      const header = HEADER.exec(line);
      if (current) samples.push(current);
      current = header ? { pid: Number(header[2]), frames: [] } : null;
      continue;
    }
    const frame = FRAME.exec(line);
    if (current && frame) current.frames.push({ symbol: frame[1]!, dso: frame[2]! });
  }
  if (current) samples.push(current);
  return samples;
}

// V8's collectors (main thread and helper threads), and its compilers.
const GC = /Scaveng|ConcurrentMarking|MarkCompact|MinorMark|Marking|Sweeper|Heap::|GCTracer|IncrementalMarking|Evacuat|ArrayBufferSweeper|FreeList|MemoryAllocator|PagedSpace|LargeObjectSpace/;
const COMPILE = /v8::internal::compiler::|v8::internal::maglev::|v8::internal::Compiler::|BytecodeGenerator|v8::internal::Parser|OptimizingCompile/;
const JS_LOCATION = /^JS:\S*?'?\S* (\S+):(\d+):\d+$/;
const BUNDLE = /\/dist\/apps\/[^/]+\/main\.js$/;
const BUNDLE_MODULE = /^\/\/ ((?:apps|libs)\/\S+)$/;

/** The source module that each line of an esbuild bundle came from (esbuild marks each with `// <path>`). */
export class BundleModules {
  private readonly starts = new Map<string, Array<{ line: number; module: string }>>();

  constructor(private readonly read: (file: string) => string = (file) => readFileSync(file, 'utf8')) {}

  moduleAt(file: string, line: number): string {
    let marks = this.starts.get(file);
    if (!marks) {
      marks = [];
      let lineNumber = 0;
      for (const text of this.read(file).split('\n')) {
        lineNumber += 1;
        const mark = BUNDLE_MODULE.exec(text);
        if (mark) marks.push({ line: lineNumber, module: mark[1]! });
      }
      this.starts.set(file, marks);
    }
    let low = 0;
    let high = marks.length - 1;
    let found = '(bundle)';
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (marks[mid]!.line <= line) {
        found = marks[mid]!.module;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  }
}

/** What a JS location belongs to: a module of our bundle, an npm package, or a part of Node. */
function ownerOf(file: string, line: number, bundles: BundleModules): string {
  if (BUNDLE.test(file)) return bundles.moduleAt(file, line);
  const inPackage = file.lastIndexOf('node_modules/');
  if (inPackage !== -1) {
    const parts = file.slice(inPackage + 'node_modules/'.length).split('/');
    return `npm:${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  if (file.startsWith('node:')) return file.split('/').slice(0, 2).join('/');
  return file;
}

/**
 * The collector or compiler when either is on the stack; else the nearest
 * JavaScript frame's owner, so a builtin or a native call is charged to the
 * code that called it; else `(native)`.
 */
export function attribute(sample: Sample, bundles: BundleModules): string {
  if (sample.frames.some((frame) => GC.test(frame.symbol))) return '(gc)';
  if (sample.frames.some((frame) => COMPILE.test(frame.symbol))) return '(compile)';
  for (const frame of sample.frames) {
    const location = JS_LOCATION.exec(frame.symbol);
    if (location) return ownerOf(location[1]!, Number(location[2]), bundles);
  }
  return '(native)';
}

/** The kind of code an owner is: ours, an npm package, Node itself, or the engine. */
export function groupOf(owner: string): 'ours' | 'npm' | 'node' | 'gc' | 'compile' | 'native' {
  if (owner === '(gc)') return 'gc';
  if (owner === '(compile)') return 'compile';
  if (owner.startsWith('npm:')) return 'npm';
  if (owner.startsWith('node:')) return 'node';
  if (owner.startsWith('apps/') || owner.startsWith('libs/')) return 'ours';
  return 'native';
}

export interface ProcessShare {
  name: string;
  samples: number;
  /** Of every sample of the machine, idle included. */
  machineShare: number;
  /** Of the process's own samples: in the kernel at the leaf (system calls, the network stack). */
  kernelShare: number;
  owners: Array<{ owner: string; share: number }>;
}

/** Each named process's samples, by owner, busiest process first; the idle task is `idle`. */
export function summarise(samples: Sample[], names: Record<string, number>, bundles: BundleModules = new BundleModules()): ProcessShare[] {
  const nameOf = new Map(Object.entries(names).map(([name, pid]) => [pid, name]));
  const byPid = new Map<number, { kernel: number; owners: Map<string, number>; total: number }>();
  for (const sample of samples) {
    const entry = byPid.get(sample.pid) ?? { kernel: 0, owners: new Map(), total: 0 };
    byPid.set(sample.pid, entry);
    entry.total += 1;
    if (sample.frames[0]?.dso === '[kernel.kallsyms]') entry.kernel += 1;
    const owner = sample.pid === 0 ? '(idle)' : attribute(sample, bundles);
    entry.owners.set(owner, (entry.owners.get(owner) ?? 0) + 1);
  }
  return [...byPid]
    .filter(([pid]) => pid === 0 || nameOf.has(pid))
    .map(([pid, entry]) => ({
      name: pid === 0 ? 'idle' : nameOf.get(pid)!,
      samples: entry.total,
      machineShare: entry.total / Math.max(1, samples.length),
      kernelShare: entry.kernel / entry.total,
      owners: [...entry.owners].map(([owner, count]) => ({ owner, share: count / entry.total })).sort((a, b) => b.share - a.share),
    }))
    .sort((a, b) => b.samples - a.samples);
}
