/**
 * Group commit. Writes issued before the event loop turns (a burst of API
 * calls, a Promise.all of inserts) run in one transaction and share its
 * fsync; each runs in its own SAVEPOINT, so one failing write is rolled back
 * alone and the others still commit. A write's promise settles only after
 * the COMMIT returned: nothing is reported done, or visible to a read (reads
 * never run while the transaction is open, since the whole batch runs
 * synchronously), before it is durable.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

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
  private readonly sql: Record<'begin' | 'savepoint' | 'release' | 'rollbackTo' | 'commit' | 'rollback', StatementSync>;

  constructor(private readonly db: DatabaseSync) {
    // Prepared once: a batch of one write runs four of these, parsed again by every exec().
    this.sql = {
      begin: db.prepare('BEGIN IMMEDIATE'),
      savepoint: db.prepare('SAVEPOINT write'),
      release: db.prepare('RELEASE write'),
      rollbackTo: db.prepare('ROLLBACK TO write'),
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
    };
  }

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
      this.sql.begin.run();
    } catch (error) {
      return batch.map(() => ({ ok: false, error }));
    }
    // A write alone needs no savepoint: its failure rolls the whole transaction back.
    const alone = batch.length === 1;
    for (const op of batch) {
      if (!alone) this.sql.savepoint.run();
      try {
        outcomes.push({ ok: true, value: op.run() });
        if (!alone) this.sql.release.run();
      } catch (error) {
        outcomes.push({ ok: false, error });
        if (alone) {
          if (this.db.isTransaction) this.sql.rollback.run();
          return outcomes;
        }
        if (this.db.isTransaction) {
          this.sql.rollbackTo.run();
          this.sql.release.run();
        } else {
          // SQLite rolled the whole transaction back (disk full, I/O error): the writes before it are gone too.
          failAll(outcomes, error);
          this.sql.begin.run();
        }
      }
    }
    try {
      this.sql.commit.run();
    } catch (error) {
      if (this.db.isTransaction) this.sql.rollback.run();
      failAll(outcomes, error);
    }
    return outcomes;
  }
}

function failAll(outcomes: Outcome[], error: unknown): void {
  for (let i = 0; i < outcomes.length; i += 1) if (outcomes[i]!.ok) outcomes[i] = { ok: false, error };
}
