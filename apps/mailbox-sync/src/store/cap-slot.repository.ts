import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';
import type { CapSlot } from '../domain/on-demand-cap';

export const CAP_SLOTS_COLLECTION = 'sync_cap_slots';

type SlotDoc = Doc & { workspace_id: string; index: number; used_at: string | null; job_id: string | null };

/**
 * The on-demand cap as a workspace's fixed set of slots, each taken with a
 * compare-and-set on the time it was last used: two replicas (or two calls)
 * cannot take the same slot, so the cap holds without a lock.
 */
export class CapSlotRepository {
  private readonly slots: Collection<SlotDoc>;

  constructor(store: DocStore) {
    this.slots = store.collection<SlotDoc>(CAP_SLOTS_COLLECTION);
  }

  async list(workspaceId: string): Promise<CapSlot[]> {
    const docs = await this.slots.find({ workspace_id: workspaceId });
    return docs.map((d) => ({ index: d.index, usedAt: d.used_at }));
  }

  /** Takes slot `index` if it is still as read (`previous`); false when someone took it first. */
  async take(workspaceId: string, index: number, previous: string | null, jobId: string, now: Date): Promise<boolean> {
    const _id = `${workspaceId}:${index}`;
    const stamp = now.toISOString();
    const existing = await this.slots.findOne({ _id });
    if (!existing) {
      try {
        await this.slots.insertOne({ _id, workspace_id: workspaceId, index, used_at: stamp, job_id: jobId });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    }
    const result = await this.slots.updateOne({ _id, used_at: previous }, { $set: { used_at: stamp, job_id: jobId } });
    return result.matchedCount === 1;
  }

  /** Gives a slot back when the job it was taken for could not be created. */
  async giveBack(workspaceId: string, index: number, jobId: string, previous: string | null): Promise<void> {
    await this.slots.updateOne({ _id: `${workspaceId}:${index}`, job_id: jobId }, { $set: { used_at: previous, job_id: null } });
  }
}
