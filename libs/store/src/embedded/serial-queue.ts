/**
 * Runs tasks one at a time, in order. Read-modify-write operations of the
 * embedded adapter (updateOne, findOneAndUpdate, replaceOne, upserts) read a
 * document and then write it; serialising them per collection makes each one
 * atomic, as a single MongoDB operation is.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(task: () => Promise<R>): Promise<R> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has settled. */
  async idle(): Promise<void> {
    await this.tail;
  }
}
