import { type Doc, type DocStore, isDuplicateKeyError } from '@wbk/store';
import type { CreditHold, StoredLedgerEntry } from '../domain/credits';

/**
 * Holds live inside the workspace document (`billing.holds.<id>`), so taking
 * credits and recording the hold is one conditional update of one document:
 * the filter `credits_balance >= amount` makes concurrent reservations queue
 * on the document, and the balance can never go below 0 (the store's
 * findOneAndUpdate is atomic per document in both adapters). Ledger entries are
 * their own collection; an entry's id is its hold's id, so a capture is
 * recorded once whatever the retries.
 */
type WorkspaceBilling = { credits_balance: number; holds?: Record<string, CreditHold>; open_holds?: number };
type WorkspaceCreditsDoc = Doc & { billing: WorkspaceBilling };
type LedgerDoc = Doc & Omit<StoredLedgerEntry, 'id'> & { seq: number };

export type ReserveOutcome =
  | { kind: 'held'; balance: number }
  | { kind: 'existing'; state: CreditHold['state']; balance: number }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'no_workspace' };

const holdPath = (id: string) => `billing.holds.${id}`;
const RESERVE_ATTEMPTS = 5;

export class CreditRepository {
  private readonly workspaces;
  private readonly ledger;
  /** Orders entries written in the same millisecond (newest first on reads). */
  private seq = 0;

  constructor(store: DocStore) {
    this.workspaces = store.collection<WorkspaceCreditsDoc>('workspaces');
    this.ledger = store.collection<LedgerDoc>('credit_ledger');
  }

  async ensureIndexes(): Promise<void> {
    await this.ledger.createIndexes([{ key: { workspace_id: 1, created_at: -1, seq: -1 }, name: 'workspace_newest' }]);
    await this.workspaces.createIndexes([{ key: { 'billing.open_holds': 1 }, name: 'open_holds', sparse: true }]);
  }

  async balanceOf(workspaceId: string): Promise<number | null> {
    const doc = await this.workspaces.findOne({ _id: workspaceId });
    return doc ? doc.billing.credits_balance : null;
  }

  async ledgerEntry(id: string): Promise<StoredLedgerEntry | null> {
    const doc = await this.ledger.findOne({ _id: id });
    return doc ? fromLedgerDoc(doc) : null;
  }

  async reserve(workspaceId: string, id: string, hold: CreditHold): Promise<ReserveOutcome> {
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
      const taken = await this.workspaces.findOneAndUpdate(
        { _id: workspaceId, 'billing.credits_balance': { $gte: hold.amount }, [holdPath(id)]: { $exists: false } },
        { $inc: { 'billing.credits_balance': -hold.amount, 'billing.open_holds': 1 }, $set: { [holdPath(id)]: hold } },
        { returnDocument: 'after' },
      );
      if (taken) return { kind: 'held', balance: taken.billing.credits_balance };
      const current = await this.workspaces.findOne({ _id: workspaceId });
      if (!current) return { kind: 'no_workspace' };
      const existing = current.billing.holds?.[id];
      if (existing) return { kind: 'existing', state: existing.state, balance: current.billing.credits_balance };
      if (current.billing.credits_balance < hold.amount) return { kind: 'insufficient', balance: current.billing.credits_balance };
      // The balance or the hold changed between the two reads: try again.
    }
    const current = await this.workspaces.findOne({ _id: workspaceId });
    return { kind: 'insufficient', balance: current?.billing.credits_balance ?? 0 };
  }

  /**
   * Takes the credits and writes the ledger entry in one step for a lookup
   * known to have succeeded: the hold is born captured (so a crash before its
   * entry is finished by the sweeper), then the entry is written.
   */
  async charge(workspaceId: string, id: string, hold: CreditHold, now: Date): Promise<ReserveOutcome> {
    const outcome = await this.reserve(workspaceId, id, { ...hold, state: 'captured' });
    if (outcome.kind !== 'held') return outcome;
    await this.finishCapture(workspaceId, id, { ...hold, state: 'captured' }, outcome.balance, now);
    return outcome;
  }

  /** Marks a held hold captured and writes its ledger entry; null when there is no held hold of that id. */
  async capture(workspaceId: string, id: string, now: Date): Promise<StoredLedgerEntry | null> {
    const marked = await this.workspaces.findOneAndUpdate(
      { _id: workspaceId, [`${holdPath(id)}.state`]: 'held' },
      { $set: { [`${holdPath(id)}.state`]: 'captured' } },
      { returnDocument: 'after' },
    );
    const hold = marked?.billing.holds?.[id];
    if (!marked || !hold) return null;
    return this.finishCapture(workspaceId, id, hold, marked.billing.credits_balance, now);
  }

  /** Gives a held hold's credits back; the balance after, or null when there is no held hold of that id. */
  async release(workspaceId: string, id: string): Promise<number | null> {
    const current = await this.workspaces.findOne({ _id: workspaceId });
    const hold = current?.billing.holds?.[id];
    if (!hold || hold.state !== 'held') return null;
    const released = await this.workspaces.findOneAndUpdate(
      { _id: workspaceId, [`${holdPath(id)}.state`]: 'held', [`${holdPath(id)}.amount`]: hold.amount },
      { $unset: { [holdPath(id)]: '' }, $inc: { 'billing.credits_balance': hold.amount, 'billing.open_holds': -1 } },
      { returnDocument: 'after' },
    );
    return released ? released.billing.credits_balance : null;
  }

  /** Workspaces with holds not settled yet, for the sweeper. */
  async workspacesWithHolds(limit: number): Promise<Array<{ id: string; balance: number; holds: Record<string, CreditHold> }>> {
    const docs = await this.workspaces.find({ 'billing.open_holds': { $gt: 0 } }, { limit });
    return docs.map((doc) => ({ id: doc._id, balance: doc.billing.credits_balance, holds: doc.billing.holds ?? {} }));
  }

  /** A capture interrupted after its mark: writes the entry (once) and drops the hold. */
  async finishCapture(workspaceId: string, id: string, hold: CreditHold, balanceAfter: number, now: Date): Promise<StoredLedgerEntry> {
    const doc: LedgerDoc = {
      _id: id,
      workspace_id: workspaceId,
      amount: -hold.amount,
      reason: hold.reason,
      request_id: hold.request_id === '' ? null : hold.request_id,
      balance_after: balanceAfter,
      created_at: now.toISOString(),
      seq: this.seq++,
    };
    let entry = fromLedgerDoc(doc);
    try {
      await this.ledger.insertOne(doc);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      entry = (await this.ledgerEntry(id)) ?? entry;
    }
    await this.workspaces.updateOne(
      { _id: workspaceId, [`${holdPath(id)}.state`]: 'captured' },
      { $unset: { [holdPath(id)]: '' }, $inc: { 'billing.open_holds': -1 } },
    );
    return entry;
  }

  async recordAdjustment(entry: StoredLedgerEntry): Promise<void> {
    const { id, ...rest } = entry;
    await this.ledger.insertOne({ _id: id, ...rest, seq: this.seq++ });
  }

  async list(workspaceId: string, skip: number, limit: number): Promise<{ entries: StoredLedgerEntry[]; total: number }> {
    const [docs, total] = await Promise.all([
      this.ledger.find({ workspace_id: workspaceId }, { sort: { created_at: -1, seq: -1 }, skip, limit }),
      this.ledger.countDocuments({ workspace_id: workspaceId }),
    ]);
    return { entries: docs.map(fromLedgerDoc), total };
  }
}

function fromLedgerDoc(doc: LedgerDoc): StoredLedgerEntry {
  return {
    id: doc._id,
    workspace_id: doc.workspace_id,
    amount: doc.amount,
    reason: doc.reason,
    request_id: doc.request_id,
    balance_after: doc.balance_after,
    created_at: doc.created_at,
  };
}
