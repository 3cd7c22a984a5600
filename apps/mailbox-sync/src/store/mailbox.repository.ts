import type { MailProvider } from '@wbk/contracts';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';
import { newMailbox, type MailboxState } from '../domain/mailbox';

export const MAILBOXES_COLLECTION = 'mailboxes';

type MailboxDoc = Doc & MailboxState;

function idOf(workspaceId: string, provider: MailProvider): string {
  return `${workspaceId}:${provider}`;
}

function toState(doc: MailboxDoc): MailboxState {
  const { _id: _ignored, ...rest } = doc;
  return rest;
}

/** One document per connected mailbox (a workspace connects one account per provider). */
export class MailboxRepository {
  private readonly mailboxes: Collection<MailboxDoc>;

  constructor(store: DocStore) {
    this.mailboxes = store.collection<MailboxDoc>(MAILBOXES_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.mailboxes.createIndexes([{ key: { workspace_id: 1 } }]);
  }

  /**
   * The mailbox of this connection, created on first sight. A provider
   * reconnected with another account is another mailbox: its cursor and
   * counts start again.
   */
  async ensure(workspaceId: string, provider: MailProvider, accountId: string): Promise<MailboxState> {
    const _id = idOf(workspaceId, provider);
    const existing = await this.mailboxes.findOne({ _id });
    if (existing && existing.account_id === accountId) return toState(existing);
    const fresh = newMailbox(workspaceId, provider, accountId);
    if (existing) {
      await this.mailboxes.replaceOne({ _id, account_id: existing.account_id }, { _id, ...fresh });
      return toState((await this.mailboxes.findOne({ _id })) ?? { _id, ...fresh });
    }
    try {
      await this.mailboxes.insertOne({ _id, ...fresh });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    return toState((await this.mailboxes.findOne({ _id })) ?? { _id, ...fresh });
  }

  async get(workspaceId: string, provider: MailProvider): Promise<MailboxState | null> {
    const doc = await this.mailboxes.findOne({ _id: idOf(workspaceId, provider) });
    return doc ? toState(doc) : null;
  }

  async list(workspaceId: string): Promise<MailboxState[]> {
    const docs = await this.mailboxes.find({ workspace_id: workspaceId }, { sort: { provider: 1 } });
    return docs.map(toState);
  }

  /** Every known mailbox, for the scheduler. */
  async all(): Promise<MailboxState[]> {
    return (await this.mailboxes.find({})).map(toState);
  }

  /** Holds the mailbox for a job (one job at a time per mailbox); false while another job holds it. */
  async hold(workspaceId: string, provider: MailProvider, jobId: string, full: boolean, now: Date, leaseMs: number): Promise<boolean> {
    const result = await this.mailboxes.updateOne(
      { _id: idOf(workspaceId, provider), $or: [{ running_job_id: null }, { running_job_id: jobId }, { lock_until: { $lt: now.toISOString() } }] },
      { $set: { running_job_id: jobId, running_full: full, lock_until: new Date(now.getTime() + leaseMs).toISOString() } },
    );
    return result.matchedCount === 1;
  }

  /** Writes what a job learnt (cursor, health, counts) and, with `release`, lets the mailbox go. */
  async update(workspaceId: string, provider: MailProvider, jobId: string, patch: Partial<MailboxState>, release: boolean): Promise<void> {
    await this.mailboxes.updateOne(
      { _id: idOf(workspaceId, provider), running_job_id: jobId },
      { $set: { ...patch, ...(release ? { running_job_id: null, running_full: false, lock_until: null } : {}) } },
    );
  }
}
