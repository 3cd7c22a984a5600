/**
 * At most `limit` tasks running at once, for pull loops (consumers, workers).
 *
 * `await Promise.race(running)` does the same job but attaches a reaction to
 * every running promise on each call, and every one of those fires when its
 * promise settles: O(limit) microtasks per task. At a few hundred in flight
 * that was a quarter of a busy consumer's CPU; here a finished task wakes one
 * waiter.
 */
export class TaskLimit {
  private readonly running = new Set<Promise<void>>();
  private readonly waiters: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.running.size;
  }

  /** Resolves once fewer than `limit` tasks run (at once when that is already so). */
  async slot(): Promise<void> {
    while (this.running.size >= this.limit) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Tracks a task until it settles; it must handle its own errors (a rejection is swallowed here). */
  run(task: Promise<unknown>): void {
    const tracked: Promise<void> = task.then(
      () => this.finished(tracked),
      () => this.finished(tracked),
    );
    this.running.add(tracked);
  }

  /** Resolves once every task tracked so far has settled. */
  async idle(): Promise<void> {
    await Promise.all(this.running);
  }

  private finished(task: Promise<void>): void {
    this.running.delete(task);
    this.waiters.shift()?.();
  }
}
