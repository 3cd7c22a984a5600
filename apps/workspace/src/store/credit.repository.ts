import { AppError, GroupCommit } from '@wbk/platform';
import { type Doc, type DocStore, isDuplicateKeyError } from '@wbk/store';
import { allocateCharges, chargeOutcomes, type CreditHold, type ReserveOutcome, type StoredLedgerEntry } from '../domain/credits';

export type { ReserveOutcome } from '../domain/credits';


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

const holdPath = (id: string) => `billing.holds.${id}`;
const RESERVE_ATTEMPTS = 5;
/** Charges committed in one write at most (the workspace document carries them as holds meanwhile). */
const MAX_CHARGE_BATCH = 200;

/** Workspaces whose last balance is kept to skip a read before a group's take. */
const MAX_REMEMBERED_BALANCES = 10_000;

interface PendingCharge {
  id: string;
  hold: CreditHold;
  now: Date;
}
type TakenCharge = PendingCharge & { index: number; balanceAfter: number };

export class CreditRepository {
  private readonly workspaces;
  private readonly ledger;
  /** Orders entries written in the same millisecond (newest first on reads). */
  private seq = 0;
  /** Concurrent charges of one workspace share one balance update and one ledger write. */
  private readonly lastBalances = new Map<string, number>();
  private readonly charges = new GroupCommit<PendingCharge, ReserveOutcome>((workspaceId, batch) => this.chargeBatch(workspaceId, batch), MAX_CHARGE_BATCH);

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
      if (existing) return { kind: 'existing', state: existing.state, balance: current.billing.credits_balance, request_hash: existing.request_hash };
      if (current.billing.credits_balance < hold.amount) return { kind: 'insufficient', balance: current.billing.credits_balance };
      // The balance or the hold changed between the two reads: try again.
    }
    const current = await this.workspaces.findOne({ _id: workspaceId });
    return { kind: 'insufficient', balance: current?.billing.credits_balance ?? 0 };
  }

  /**
   * Takes the credits and writes the ledger entry in one step for a lookup
   * known to have succeeded. Concurrent charges of a workspace are committed
   * together (see chargeBatch); each caller gets its own outcome and balance.
   */
  charge(workspaceId: string, id: string, hold: CreditHold, now: Date): Promise<ReserveOutcome> {
    return this.charges.submit(workspaceId, { id, hold, now });
  }

  /**
   * One group of charges: read the balance (or take the one the last group
   * left), let allocateCharges decide which charges it covers, then one update
   * conditional on that exact balance and on no hold of those ids takes their
   * credits and records them as captured holds, each with its balance after,
   * so a crash before the ledger write is finished by the sweeper; then one
   * ledger insert and one update dropping the holds, overlapping the next
   * group's take. A balance moved meanwhile (a hold, a release) means read and
   * decide again.
   */
  private async chargeBatch(workspaceId: string, batch: PendingCharge[]): Promise<{ settled: Promise<ReserveOutcome[]> }> {
    const requests = batch.map((charge) => ({ id: charge.id, amount: charge.hold.amount }));
    let balance = 0;
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
      // The balance this service left last time: right unless something else moved it, which the update's filter checks.
      const remembered = attempt === 0 ? this.lastBalances.get(workspaceId) : undefined;
      let holds: Record<string, CreditHold> = {};
      if (remembered === undefined) {
        const current = await this.workspaces.findOne({ _id: workspaceId });
        if (!current) return { settled: Promise.resolve(batch.map(() => ({ kind: 'no_workspace' }))) };
        balance = current.billing.credits_balance;
        holds = current.billing.holds ?? {};
      } else balance = remembered;
      const plan = allocateCharges(requests, balance, holds);
      // A refusal is only ever decided on a balance read now (credits may have been added since).
      if (remembered !== undefined && plan.allocations.some((allocation) => allocation.kind === 'insufficient')) continue;
      const taking: TakenCharge[] = plan.taking.map(({ index, balanceAfter }) => ({ ...batch[index]!, index, balanceAfter }));
      if (taking.length === 0 || (await this.takeForCharges(workspaceId, balance, taking))) {
        this.rememberBalance(workspaceId, plan.left);
        const outcomes = chargeOutcomes(plan, batch.map((charge) => charge.hold));
        return { settled: this.recordCharges(workspaceId, taking).then(() => outcomes) };
      }
    }
    // The balance kept moving: refused like an insufficient balance, as a single charge is.
    return { settled: Promise.resolve(batch.map(() => ({ kind: 'insufficient', balance }))) };
  }

  private rememberBalance(workspaceId: string, balance: number): void {
    if (this.lastBalances.size >= MAX_REMEMBERED_BALANCES) this.lastBalances.clear();
    this.lastBalances.set(workspaceId, balance);
  }

  /** The credits of every charge or of none, if the balance is still `balance` and no charge has a hold yet. */
  private async takeForCharges(workspaceId: string, balance: number, charges: TakenCharge[]): Promise<boolean> {
    const total = charges.reduce((sum, charge) => sum + charge.hold.amount, 0);
    const filter: Record<string, unknown> = { _id: workspaceId, 'billing.credits_balance': balance };
    const holds: Record<string, CreditHold> = {};
    for (const charge of charges) {
      filter[holdPath(charge.id)] = { $exists: false };
      holds[holdPath(charge.id)] = { ...charge.hold, state: 'captured', balance_after: charge.balanceAfter };
    }
    const update = { $inc: { 'billing.credits_balance': -total, 'billing.open_holds': charges.length }, $set: holds };
    return (await this.workspaces.updateOne(filter, update)).matchedCount === 1;
  }

  /** Writes the charges' ledger entries (once each, whatever the retries) and drops their holds. */
  private async recordCharges(workspaceId: string, charges: TakenCharge[]): Promise<void> {
    if (charges.length === 0) return;
    const docs = charges.map((charge) => this.ledgerDoc(workspaceId, charge.id, charge.hold, charge.balanceAfter, charge.now));
    try {
      await this.ledger.insertMany(docs);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // An entry written before (the sweeper finished it): the others one by one.
      for (const doc of docs) await this.ledger.insertOne(doc).catch((e: unknown) => (isDuplicateKeyError(e) ? undefined : Promise.reject(e)));
    }
    const filter: Record<string, unknown> = { _id: workspaceId };
    const unset: Record<string, ''> = {};
    for (const charge of charges) {
      filter[`${holdPath(charge.id)}.state`] = 'captured';
      unset[holdPath(charge.id)] = '';
    }
    const dropped = await this.workspaces.updateOne(filter, { $unset: unset, $inc: { 'billing.open_holds': -charges.length } });
    if (dropped.matchedCount === 1) return;
    // The sweeper dropped some of them meanwhile: each one that is left, on its own.
    for (const charge of charges) {
      await this.workspaces.updateOne({ _id: workspaceId, [`${holdPath(charge.id)}.state`]: 'captured' }, { $unset: { [holdPath(charge.id)]: '' }, $inc: { 'billing.open_holds': -1 } });
    }
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

  /**
   * The operator's "the balance is now `balance`" (SetCredits), with lookups
   * in flight: credits held by open holds count in it, so the available
   * balance becomes `balance` minus them (never below 0). A held hold released
   * later then brings the balance to `balance`, not above it; captured, it
   * charges its lookup like any other. Written only over the balance and holds
   * it was decided on. The available balance before and after, or null when
   * there is no such workspace.
   */
  async setBalance(workspaceId: string, balance: number): Promise<{ before: number; after: number } | null> {
    for (let attempt = 0; ; attempt++) {
      const current = await this.workspaces.findOne({ _id: workspaceId });
      if (!current) return null;
      const held = Object.values(current.billing.holds ?? {}).reduce((sum, hold) => sum + (hold.state === 'held' ? hold.amount : 0), 0);
      const after = Math.max(0, balance - held);
      const before = current.billing.credits_balance;
      const openHolds = current.billing.open_holds;
      const filter = { _id: workspaceId, 'billing.credits_balance': before, 'billing.open_holds': openHolds === undefined ? { $exists: false } : openHolds };
      if ((await this.workspaces.updateOne(filter, { $set: { 'billing.credits_balance': after } })).matchedCount === 1) {
        this.lastBalances.delete(workspaceId);
        return { before, after };
      }
      if (attempt + 1 >= RESERVE_ATTEMPTS) throw new AppError('version_conflict', 'The balance kept changing while it was set (lookups in flight); try again');
    }
  }

  /** Workspaces with holds not settled yet, for the sweeper. */
  async workspacesWithHolds(limit: number): Promise<Array<{ id: string; balance: number; holds: Record<string, CreditHold> }>> {
    const docs = await this.workspaces.find({ 'billing.open_holds': { $gt: 0 } }, { limit });
    return docs.map((doc) => ({ id: doc._id, balance: doc.billing.credits_balance, holds: doc.billing.holds ?? {} }));
  }

  /** A capture interrupted after its mark: writes the entry (once) and drops the hold. */
  async finishCapture(workspaceId: string, id: string, hold: CreditHold, balanceAfter: number, now: Date): Promise<StoredLedgerEntry> {
    const doc = this.ledgerDoc(workspaceId, id, hold, hold.balance_after ?? balanceAfter, now);
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

  private ledgerDoc(workspaceId: string, id: string, hold: CreditHold, balanceAfter: number, now: Date): LedgerDoc {
    return {
      _id: id,
      workspace_id: workspaceId,
      amount: -hold.amount,
      reason: hold.reason,
      request_id: hold.request_id === '' ? null : hold.request_id,
      balance_after: balanceAfter,
      created_at: now.toISOString(),
      ...(hold.request_hash ? { request_hash: hold.request_hash } : {}),
      seq: this.seq++,
    };
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
    ...(doc.request_hash ? { request_hash: doc.request_hash } : {}),
  };
}
