import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';

export const SEND_SLOTS_COLLECTION = 'campaign_send_slots';

/** Day counters are kept a little past their day (time zones span about a day either side of UTC). */
export const DAY_SLOT_RETENTION_SECONDS = 3 * 86_400;

/**
 * The counters every sequencer replica shares, one document each:
 * - `day:<campaign>:<local day>` `{ count }`: sends of the campaign that day;
 *   taken by a guarded increment (`count < cap`), so two replicas together
 *   never exceed the cap;
 * - `gap:<campaign>` `{ not_before }` (epoch ms): the campaign's next send may
 *   not go before it; taken by a guarded write (`not_before <= now`), so only
 *   one replica sends per gap.
 */
type SlotDoc = Doc & { count?: number; not_before?: number; created_at: Date };

export class SendSlotRepository {
  private readonly slots: Collection<SlotDoc>;

  constructor(store: DocStore) {
    this.slots = store.collection<SlotDoc>(SEND_SLOTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.slots.createIndexes([{ key: { created_at: 1 }, name: 'send_slot_ttl', expireAfterSeconds: DAY_SLOT_RETENTION_SECONDS }]);
  }

  /** One send of the campaign's day, if fewer than `cap` were taken; false when the cap is met. */
  async takeDaily(campaignId: string, day: string, cap: number): Promise<boolean> {
    const id = dayId(campaignId, day);
    return this.guarded(id, { count: { $lt: cap } }, { $inc: { count: 1 } }, { count: 0 });
  }

  /**
   * `n` sends of the day at once, if the cap leaves room for all of them
   * (false otherwise: take them one by one): one write for a whole pass.
   */
  async takeDailyMany(campaignId: string, day: string, cap: number, n: number): Promise<boolean> {
    if (n <= 0 || n > cap) return false;
    return this.guarded(dayId(campaignId, day), { count: { $lte: cap - n } }, { $inc: { count: n } }, { count: 0 });
  }

  /** A taken day slot whose send did not happen (a failure to retry, a stop): the cap counts sends. */
  async giveBackDaily(campaignId: string, day: string): Promise<void> {
    await this.slots.updateOne({ _id: dayId(campaignId, day), count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  async sentOn(campaignId: string, day: string): Promise<number> {
    return (await this.slots.findOne({ _id: dayId(campaignId, day) }))?.count ?? 0;
  }

  /** The campaign's next send, if its gap since the last one has passed; the gap starts now. */
  /** When the campaign's next send may go (epoch ms; 0 when it never sent): read without taking, so a closed gap costs a pass no claim. */
  async gapOpensAt(campaignId: string): Promise<number> {
    return (await this.slots.findOne({ _id: `gap:${campaignId}` }))?.not_before ?? 0;
  }

  async takeGap(campaignId: string, nowMs: number, gapMs: number): Promise<boolean> {
    return this.guarded(`gap:${campaignId}`, { not_before: { $lte: nowMs } }, { $set: { not_before: nowMs + gapMs } }, { not_before: 0 });
  }

  /**
   * The conditional write. When it matches nothing, either the condition
   * failed or the document does not exist yet (or was created by another
   * replica a moment ago): the document is created if missing and the write
   * tried once more.
   */
  private async guarded(id: string, condition: Record<string, unknown>, update: { $inc?: Record<string, number>; $set?: Record<string, unknown> }, initial: Partial<SlotDoc>): Promise<boolean> {
    const write = async (): Promise<boolean> => (await this.slots.updateOne({ _id: id, ...condition }, update)).matchedCount === 1;
    if (await write()) return true;
    if ((await this.slots.findOne({ _id: id })) === null) {
      try {
        await this.slots.insertOne({ _id: id, created_at: new Date(), ...initial });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    return write();
  }
}

function dayId(campaignId: string, day: string): string {
  return `day:${campaignId}:${day}`;
}
