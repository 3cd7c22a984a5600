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

/** The V8 heap in use, read from the process's /metrics (prom-client's default metrics). */
export async function heapMiB(opsUrl: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(`${opsUrl}/metrics`, { signal: AbortSignal.timeout(2_000) })).text();
    const match = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text);
    return match?.[1] ? Number(match[1]) / 1024 / 1024 : undefined;
  } catch {
    return undefined;
  }
}
