/**
 * Group commit per key: items of one key that arrive in the same turn of the
 * event loop are committed together on the next turn, and items that arrive
 * while a commit runs go together in the following one. No timer, so a lone
 * caller waits for nothing, and under load one write serves many callers.
 * `commit` resolves once the next group may start (its ordered part is done),
 * with `settled`: the outcomes to come, one per item, in order; the rest of a
 * group's work overlaps the next group's.
 */
export class GroupCommit<Item, Outcome> {
  private readonly waiting = new Map<string, Array<{ item: Item; resolve: (outcome: Outcome) => void; reject: (err: unknown) => void }>>();

  constructor(
    private readonly commit: (key: string, items: Item[]) => Promise<{ settled: Promise<Outcome[]> }>,
    private readonly maxBatch: number,
  ) {}

  submit(key: string, item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.waiting.set(key, [{ item, resolve, reject }]);
      // Calls read from the same network chunk arrive in one turn of the loop: they start together.
      setImmediate(() => void this.drain(key));
    });
  }

  private async drain(key: string): Promise<void> {
    const queue = this.waiting.get(key)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch);
      const fail = (err: unknown) => {
        for (const entry of batch) entry.reject(err);
      };
      try {
        const { settled } = await this.commit(key, batch.map((entry) => entry.item));
        settled.then((answers) => batch.forEach((entry, i) => entry.resolve(answers[i]!)), fail);
      } catch (err) {
        fail(err);
      }
    }
    this.waiting.delete(key);
  }
}
