// Memory of one process of the stack, as the soak samples it: resident set, V8 heap, data on disk.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function rssMiB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Bytes under a directory (the app's store files, nats-server's JetStream store), in MiB; 0 when it does not exist. */
export function diskMiB(dir: string): number {
  let bytes = 0;
  const walk = (at: string): void => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      try {
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) bytes += statSync(full).size;
      } catch {
        // removed while walking (compaction, rotated blocks)
      }
    }
  };
  walk(dir);
  return bytes / 1024 / 1024;
}

async function metricsOf(opsUrl: string): Promise<string | undefined> {
  try {
    return await (await fetch(`${opsUrl}/metrics`, { signal: AbortSignal.timeout(2_000) })).text();
  } catch {
    return undefined;
  }
}

function gauge(text: string | undefined, name: string): number | undefined {
  const match = text === undefined ? null : new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * The V8 heap in use, the heap V8 has committed (in use, or free and kept for
 * reuse), and the memory V8 holds outside it for Buffers and ArrayBuffers, read from the process's /metrics (prom-client's default
 * metrics), in MiB: resident memory beyond both is native (allocator, TLS,
 * HTTP/2 sessions, SQLite).
 */
export async function heapMiB(opsUrl: string): Promise<{ heap: number; committed: number; external: number } | undefined> {
  const text = await metricsOf(opsUrl);
  const [heap, committed, external] = ['nodejs_heap_size_used_bytes', 'nodejs_heap_size_total_bytes', 'nodejs_external_memory_bytes'].map((name) => gauge(text, name));
  if (heap === undefined || committed === undefined || external === undefined) return undefined;
  return { heap: heap / 1024 / 1024, committed: committed / 1024 / 1024, external: external / 1024 / 1024 };
}

/**
 * nats-server's live Go heap in MiB: the heap profile's HeapAlloc right after
 * the collection that `gc=1` asks for, so it counts what the server holds and
 * none of the garbage its collector has yet to reach.
 */
export async function goLiveHeapMiB(profilerUrl: string): Promise<number | undefined> {
  try {
    const profile = await (await fetch(`${profilerUrl}/debug/pprof/heap?gc=1&debug=1`, { signal: AbortSignal.timeout(5_000) })).text();
    const match = /^# HeapAlloc = (\d+)$/m.exec(profile);
    return match?.[1] ? Number(match[1]) / 1024 / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The event loop's delay since the previous read, p99 and max (ms): how long
 * work already due waited for the thread. prom-client resets its histogram at
 * every read of /metrics, so a read at the start of a window and one at its
 * end give the window's figures.
 */
export async function eventLoopDelayMs(opsUrl: string): Promise<{ p99: number; max: number } | undefined> {
  const text = await metricsOf(opsUrl);
  const p99 = gauge(text, 'nodejs_eventloop_lag_p99_seconds');
  const max = gauge(text, 'nodejs_eventloop_lag_max_seconds');
  return p99 === undefined || max === undefined ? undefined : { p99: p99 * 1000, max: max * 1000 };
}
