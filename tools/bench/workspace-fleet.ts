// The workspaces of the capacity bench and the soak on one stack: seeded on
// demand, each driven at its limit by its own pacing loop, counted into the
// tally of the moment (a warm-up, a measured window, nothing).
import type { CpuPerOp } from './process-cpu';
import { seedCapacityWorkspace, type CapacityStack, type CapacityWorkspace } from './capacity-workload';
import { drained, drive, LoadTally, nextMinute } from './paced-load';
import { eventLoopDelayMs, rssMiB } from './process-memory';
import { stackPids, startCpuMeter, startMachineCpu, type MachineCpu } from './process-cpu';

/** Workspaces seeded at once: the CLI runs as a process per call, and two cores are shared with the load. */
const SEED_CONCURRENCY = 4;

/** What one measured window saw. */
export interface WindowFigures {
  workspaces: number;
  windowMs: number;
  tally: LoadTally;
  /** Webhook deliveries received in the window: event occurred_at to receipt. */
  deliveryLagMs: number[];
  /** On-demand syncs seen completed in the window: the POST to the poll that saw it done. */
  syncJobMs: number[];
  /** CPU µs each process spent in the window (`bench`: this process, the load and the receiver). */
  cpuUs: CpuPerOp;
  /** Resident memory of each process at the end of the window (MiB). */
  rssMiB: Record<string, number>;
  /** Each Node process's event-loop delay over the window (ms): a stalled loop delays every call it serves. */
  eventLoop: Record<string, { p99: number; max: number }>;
  /** The whole machine over the window (undefined where /proc/stat cannot be read). */
  machine: MachineCpu | undefined;
}

export class WorkspaceFleet {
  private readonly workspaces: CapacityWorkspace[] = [];
  private readonly drivers: Array<Promise<void>> = [];
  private stopAt = Number.POSITIVE_INFINITY;
  private tally = new LoadTally();
  private deliveries: number[] = [];
  private syncJobs: number[] = [];

  constructor(private readonly capacity: CapacityStack) {
    capacity.observer = { delivery: (lagMs) => this.deliveries.push(lagMs), syncCompleted: (ms) => this.syncJobs.push(ms) };
  }

  get size(): number {
    return this.workspaces.length;
  }

  /**
   * Makes the first `n` workspaces call and the others stop, seeding any
   * missing; returns when the new ones join (a minute boundary after their
   * seeding, so no rate window holds their seeding calls and a full minute).
   */
  async scaleTo(n: number): Promise<void> {
    const fresh: CapacityWorkspace[] = [];
    while (this.workspaces.length < n) {
      const batch = Array.from({ length: Math.min(SEED_CONCURRENCY, n - this.workspaces.length) }, (_, i) => this.workspaces.length + i);
      const seeded = await Promise.all(batch.map((index) => seedCapacityWorkspace(this.capacity, index)));
      for (const ws of seeded) {
        this.workspaces.push(ws);
        fresh.push(ws);
        this.drivers.push(drive(ws, () => this.stopAt, () => this.tally));
      }
    }
    const joinAt = fresh.length > 0 ? nextMinute() : Date.now();
    for (const ws of fresh) ws.activeFrom = joinAt;
    this.workspaces.forEach((ws, index) => (ws.active = index < n));
    const wait = joinAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Lets the load run for `ms` without counting it. */
  async warmUp(ms: number): Promise<void> {
    this.tally = new LoadTally();
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Measures the load for `ms`; `sample` runs every `sampleEveryMs` meanwhile (the soak's memory). */
  async measure(ms: number, sample?: { everyMs: number; run(): void }): Promise<WindowFigures> {
    const pids = stackPids(this.capacity.stack);
    const tally = new LoadTally();
    this.deliveries = [];
    this.syncJobs = [];
    this.tally = tally;
    const opsUrls = Object.entries(this.capacity.stack.opsUrls);
    await Promise.all(opsUrls.map(([, url]) => eventLoopDelayMs(url)));
    const meter = startCpuMeter(pids);
    const machine = startMachineCpu();
    const started = Date.now();
    const sampler = sample ? setInterval(() => sample.run(), sample.everyMs) : undefined;
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (sampler) clearInterval(sampler);
    const cpuUs = meter.perOp(1);
    const machineCpu = machine.read();
    const windowMs = Date.now() - started;
    const delays = await Promise.all(opsUrls.map(async ([name, url]) => [name, await eventLoopDelayMs(url)] as const));
    // Calls made from here on are not the window's; those in flight are, when they are answered.
    this.tally = new LoadTally();
    await tally.settled();
    const figures: WindowFigures = {
      workspaces: this.workspaces.filter((ws) => ws.active).length,
      windowMs,
      tally,
      deliveryLagMs: this.deliveries,
      syncJobMs: this.syncJobs,
      cpuUs,
      machine: machineCpu,
      eventLoop: Object.fromEntries(delays.flatMap(([name, delay]) => (delay === undefined ? [] : [[name, delay]]))),
      rssMiB: Object.fromEntries(Object.entries(pids).flatMap(([name, pid]) => {
        const mib = pid === undefined ? undefined : rssMiB(pid);
        return mib === undefined ? [] : [[name, mib]];
      })),
    };
    this.deliveries = [];
    this.syncJobs = [];
    return figures;
  }

  /** Stops every workspace and waits for its last calls to be answered. */
  async stop(): Promise<void> {
    this.stopAt = Date.now();
    await Promise.all(this.drivers);
    await drained(this.workspaces);
  }
}
