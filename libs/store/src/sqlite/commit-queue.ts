/**
 * Group commit. Writes issued before the event loop turns (a burst of API
 * calls, a Promise.all of inserts) run in one transaction and share its
 * fsync; each runs in its own SAVEPOINT, so one failing write is rolled back
 * alone and the others still commit. A write's promise settles only after
 * the COMMIT returned: nothing is reported done, or visible to a read (reads
 * never run while the transaction is open, since the whole batch runs
 * synchronously), before it is durable.
 */
import type { DatabaseSync } from 'node:sqlite';

/** A write that fails after changes it keeps (an ordered insertMany stopped by a duplicate). */
export class KeptPartialFailure {
  constructor(readonly error: unknown) {}
}

interface Pending {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Bounds how long one batch holds the event loop. */
const MAX_BATCH = 256;

export class CommitQueue {
  private pending: Pending[] = [];
  private scheduled = false;

  constructor(private readonly db: DatabaseSync) {}

  submit<R>(run: () => R | KeptPartialFailure): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ run, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Runs whatever is queued now (close() calls it so nothing queued is dropped). */
  flush(): void {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH);
      const outcomes = this.commit(batch);
      batch.forEach((op, i) => {
        const outcome = outcomes[i]!;
        if (!outcome.ok) op.reject(outcome.error);
        else if (outcome.value instanceof KeptPartialFailure) op.reject(outcome.value.error);
        else op.resolve(outcome.value);
      });
    }
  }

  private commit(batch: Pending[]): Outcome[] {
    const outcomes: Outcome[] = [];
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      return batch.map(() => ({ ok: false, error }));
    }
    for (const op of batch) {
      this.db.exec('SAVEPOINT write');
      try {
        outcomes.push({ ok: true, value: op.run() });
        this.db.exec('RELEASE write');
      } catch (error) {
        outcomes.push({ ok: false, error });
        if (this.db.isTransaction) {
          this.db.exec('ROLLBACK TO write');
          this.db.exec('RELEASE write');
        } else {
          // SQLite rolled the whole transaction back (disk full, I/O error): the writes before it are gone too.
          failAll(outcomes, error);
          this.db.exec('BEGIN IMMEDIATE');
        }
      }
    }
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      failAll(outcomes, error);
    }
    return outcomes;
  }
}

function failAll(outcomes: Outcome[], error: unknown): void {
  for (let i = 0; i < outcomes.length; i += 1) if (outcomes[i]!.ok) outcomes[i] = { ok: false, error };
}
