/**
 * How one sequencer pass shares its batch of due steps among workspaces, so
 * that no workspace waits behind another's backlog or behind an order of ids
 * a tenant can choose (campaign ids derive from its Idempotency-Keys).
 */

/** Rounds of asking for more in one pass; the workspaces not reached are first in the next pass. */
const MAX_ROUNDS = 4;

/** Sorted `ids`, starting with the first one after `after` and wrapping round (all of them when `after` is null). */
export function rotate(ids: readonly string[], after: string | null): string[] {
  const sorted = [...ids].sort();
  if (after === null) return sorted;
  const start = sorted.findIndex((id) => id > after);
  return start <= 0 ? sorted : [...sorted.slice(start), ...sorted.slice(0, start)];
}

/**
 * `capacity` split evenly among `candidates` in their order: each gets the
 * same, the first ones one more for the remainder; when there are more
 * candidates than capacity, the first `capacity` get one each.
 */
export function evenShares(capacity: number, candidates: readonly string[]): Map<string, number> {
  const shares = new Map<string, number>();
  if (capacity <= 0 || candidates.length === 0) return shares;
  const each = Math.floor(capacity / candidates.length);
  const extra = capacity % candidates.length;
  candidates.forEach((key, i) => {
    const share = each + (i < extra ? 1 : 0);
    if (share > 0) shares.set(key, share);
  });
  return shares;
}

/** One list after another taken in turns: the first of each, then the second of each... */
export function interleave<T>(lists: ReadonlyArray<readonly T[]>): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

/**
 * The batch of one pass, shared in rounds. Each round gives every workspace
 * that may still have more (not asked yet, or it filled what it was given)
 * an even share of what is left; a workspace that had fewer due steps than
 * its share leaves the rest to the others in the next round. `limit` is how
 * many due steps the workspace may have in all so far (the query's limit).
 */
export class FairBatch {
  private readonly found = new Map<string, number>();
  private readonly limits = new Map<string, number>();
  private rounds = 0;

  /** `order`: the workspaces with sendable campaigns, in this pass's rotation. */
  constructor(
    private readonly batch: number,
    private readonly order: readonly string[],
  ) {}

  /** The limit of each workspace to ask in the next round, or null when the batch is full or nobody may have more. */
  nextRound(): Map<string, number> | null {
    const taken = [...this.found.values()].reduce((a, b) => a + b, 0);
    if (taken >= this.batch || this.rounds >= MAX_ROUNDS) return null;
    const candidates = this.order.filter((ws) => !this.limits.has(ws) || this.found.get(ws) === this.limits.get(ws));
    if (candidates.length === 0) return null;
    this.rounds += 1;
    const round = new Map<string, number>();
    for (const [ws, share] of evenShares(this.batch - taken, candidates)) {
      const limit = (this.found.get(ws) ?? 0) + share;
      this.limits.set(ws, limit);
      round.set(ws, limit);
    }
    return round;
  }

  /** How many due steps the workspace had under the limit it was given. */
  record(workspaceId: string, count: number): void {
    this.found.set(workspaceId, count);
  }

  /**
   * Where the next pass starts (see rotate): after the last workspace asked,
   * so those not reached go first; after this pass's first when everyone was
   * asked, so the first place (and the remainder of an uneven split) moves on.
   */
  resumeAfter(): string | null {
    const asked = this.order.filter((ws) => this.limits.has(ws));
    if (asked.length === 0) return null;
    return asked.length === this.order.length ? this.order[0]! : asked[asked.length - 1]!;
  }
}
