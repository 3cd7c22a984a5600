// Load the way the API is used: many workspaces, each calling at its own
// per-minute limit, and the latency and outcome of every call kept by kind.
//   - each workspace has `perMinute` slots in every UTC minute (the gateway's
//     rate window), spread over its first 59 s at (slot + phase) / perMinute,
//     so no window holds more calls than the limit; the phase differs per workspace, as real
//     callers are not in step with each other (in step, every workspace would
//     call at the same instant and the figure would measure bursts of N);
//   - a workspace whose calls have fallen behind (MAX_IN_FLIGHT unanswered)
//     gives up the slot, and that is counted: the stack did not keep up;
//   - a workspace joins at `activeFrom` and leaves when `active` is cleared,
//     so a run can step the number of workspaces up and down without ever
//     firing a slot twice.

export type Answer = { status: number; body: unknown };

/** One call of the mix: its kind (the report's row), the statuses that mean success, and the request. */
export interface Call {
  kind: string;
  expect: readonly number[];
  send(): Promise<Answer>;
  /** Runs with the answer (e.g. keeps the id a create returned for later calls). */
  onAnswer?(answer: Answer): void;
}

export interface PacedWorkspace {
  perMinute: number;
  /** Where in each slot this workspace calls, in [0, 1). */
  phase: number;
  /** Epoch ms from which it calls (a minute boundary: the calls that seeded it are in the window before). */
  activeFrom: number;
  active: boolean;
  inFlight: number;
  /** The workspace's call counter: the mix is a function of it, so every run makes the same calls. */
  next: number;
  nextCall(n: number): Call;
}

export interface KindFigures {
  calls: number;
  ok: number;
  latenciesMs: number[];
  /** Answers that were not a success, by status (0: no answer, the connection failed). */
  failures: Map<number, number>;
  /** The first failing answer of each status, to say what it was. */
  samples: Map<number, string>;
}

export const MINUTE_MS = 60_000;
/**
 * The last second of each minute is left without slots: the gateway counts a
 * call in the window it arrives in, so a call made just before the boundary
 * and delayed on the way would count in the next window, one over its limit.
 */
const WINDOW_GUARD_MS = 1_000;
const MAX_IN_FLIGHT = 16;

export class LoadTally {
  readonly kinds = new Map<string, KindFigures>();
  /** Slots given up because the workspace had MAX_IN_FLIGHT calls unanswered. */
  skipped = 0;
  /** Calls made and not yet answered. */
  pending = 0;

  /** Resolves when every call counted here has been answered (a window's slowest calls are its tail). */
  async settled(): Promise<void> {
    while (this.pending > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  record(kind: string, ms: number, status: number, ok: boolean, body: unknown): void {
    let figures = this.kinds.get(kind);
    if (figures === undefined) {
      figures = { calls: 0, ok: 0, latenciesMs: [], failures: new Map(), samples: new Map() };
      this.kinds.set(kind, figures);
    }
    figures.calls += 1;
    figures.latenciesMs.push(ms);
    if (ok) {
      figures.ok += 1;
      return;
    }
    figures.failures.set(status, (figures.failures.get(status) ?? 0) + 1);
    if (!figures.samples.has(status)) figures.samples.set(status, JSON.stringify(body ?? null).slice(0, 200));
  }

  get calls(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.calls, 0);
  }

  /** Failed calls with a 5xx answer. */
  get serverErrors(): number {
    return this.failuresWhere((status) => status >= 500);
  }

  /** Every call that did not succeed, the slots given up included. */
  get errors(): number {
    return this.failuresWhere(() => true) + this.skipped;
  }

  private failuresWhere(match: (status: number) => boolean): number {
    let n = 0;
    for (const figures of this.kinds.values()) for (const [status, count] of figures.failures) if (match(status)) n += count;
    return n;
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function fire(ws: PacedWorkspace, tally: LoadTally): void {
  if (ws.inFlight >= MAX_IN_FLIGHT) {
    tally.skipped += 1;
    return;
  }
  const call = ws.nextCall(ws.next++);
  ws.inFlight += 1;
  tally.pending += 1;
  const started = performance.now();
  call.send().then(
    (answer) => {
      const ok = call.expect.includes(answer.status);
      tally.record(call.kind, performance.now() - started, answer.status, ok, answer.body);
      if (ok) call.onAnswer?.(answer);
    },
    (err: unknown) => tally.record(call.kind, performance.now() - started, 0, false, err instanceof Error ? err.message : String(err)),
  ).finally(() => {
    ws.inFlight -= 1;
    tally.pending -= 1;
  });
}

/**
 * Drives one workspace until `stopAt()` has passed; `tally()` names where the
 * call being made now is counted (a warm-up, a step, nowhere between steps).
 */
export async function drive(ws: PacedWorkspace, stopAt: () => number, tally: () => LoadTally): Promise<void> {
  const gap = (MINUTE_MS - WINDOW_GUARD_MS) / ws.perMinute;
  let window = Date.now() - (Date.now() % MINUTE_MS);
  let slot = Math.max(0, Math.ceil((Date.now() - window) / gap - ws.phase));
  for (;;) {
    if (slot >= ws.perMinute) {
      window += MINUTE_MS;
      slot = 0;
    }
    const at = window + (slot + ws.phase) * gap;
    if (at >= stopAt()) return;
    const wait = at - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (ws.active && at >= ws.activeFrom) fire(ws, tally());
    slot += 1;
  }
}

/** The next minute boundary after `at` (epoch ms). */
export function nextMinute(at: number = Date.now()): number {
  return at - (at % MINUTE_MS) + MINUTE_MS;
}

/** Waits until every workspace's calls have been answered. */
export async function drained(workspaces: readonly PacedWorkspace[]): Promise<void> {
  while (workspaces.some((ws) => ws.inFlight > 0)) await new Promise((resolve) => setTimeout(resolve, 100));
}
