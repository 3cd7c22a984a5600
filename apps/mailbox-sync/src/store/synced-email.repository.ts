import { withOutbox, type OutboxFields } from '@wbk/bus';
import type { EventEnvelope, MailProvider, SyncedEmailRecord } from '@wbk/contracts';
import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';
import type { StoredBy } from '../domain/sync-job';

export const SYNCED_EMAILS_COLLECTION = 'synced_emails';

type SyncedEmailDoc = Doc &
  OutboxFields & {
    workspace_id: string;
    dedup_key: string;
    /** `<provider>:<provider id>` of every listing it was seen in. */
    provider_refs: string[];
    /** The mailboxes (providers) whose index holds it. */
    mailboxes: MailProvider[];
    /** Per mailbox, the last job that saw it (a full sync drops from the index what it did not see). */
    seen_by: Partial<Record<MailProvider, string>>;
    /** The job and page that stored it (absent on messages stored before pages were numbered). */
    stored_by?: StoredBy;
    email: SyncedEmailRecord;
  };

/** What a page needs to know of a message already in the index. */
export interface KnownEmail {
  storedBy: StoredBy | null;
  contactIds: readonly string[];
}

export interface NewSyncedEmail {
  email: SyncedEmailRecord;
  dedupKey: string;
  providerRef: string;
  /** Null for a message indexed without an announcement (a copy of mail the owner sent). */
  event: EventEnvelope | null;
}

/**
 * The mailbox index: one document per message of a workspace (its id derived
 * from the Message-ID, or the provider id without one), written together with
 * its email.received event (single-document outbox). A message stays known
 * even after it left every mailbox, so it is never announced twice.
 */
export class SyncedEmailRepository {
  private readonly emails: Collection<SyncedEmailDoc>;

  constructor(store: DocStore) {
    this.emails = store.collection<SyncedEmailDoc>(SYNCED_EMAILS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.emails.createIndexes([{ key: { workspace_id: 1, mailboxes: 1 } }]);
  }

  /**
   * The ids already stored among `ids`. One lookup by primary key covers both
   * dedup keys: an id derives from the Message-ID, or from the provider id when
   * a message has none (a provider id always comes with the same Message-ID).
   */
  async known(workspaceId: string, ids: string[]): Promise<Map<string, KnownEmail>> {
    if (ids.length === 0) return new Map();
    const docs = await this.emails.find({ _id: { $in: ids }, workspace_id: workspaceId });
    return new Map(docs.map((d) => [d._id, { storedBy: d.stored_by ?? null, contactIds: d.email.contact_ids }]));
  }

  /**
   * Inserts the page's new messages with their events in one write, each
   * marked with the job and page that stored it; returns those stored now (a
   * copy stored meanwhile is skipped).
   */
  async insertNew(workspaceId: string, provider: MailProvider, storedBy: StoredBy, items: NewSyncedEmail[]): Promise<NewSyncedEmail[]> {
    const docs = items.map((item) =>
      withOutbox<SyncedEmailDoc>(
        {
          _id: item.email.id,
          workspace_id: workspaceId,
          dedup_key: item.dedupKey,
          provider_refs: [item.providerRef],
          mailboxes: [provider],
          seen_by: { [provider]: storedBy.job_id },
          stored_by: storedBy,
          email: item.email,
        },
        item.event === null ? [] : [item.event],
      ),
    );
    if (docs.length === 0) return [];
    try {
      await this.emails.insertMany(docs);
      return items;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const stored: NewSyncedEmail[] = [];
    for (const [i, doc] of docs.entries()) {
      try {
        await this.emails.insertOne(doc);
        stored.push(items[i]!);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    return stored;
  }

  /** Messages seen again: they stay in (or return to) this mailbox's index. */
  async markSeen(workspaceId: string, provider: MailProvider, jobId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.emails.updateMany({ workspace_id: workspaceId, _id: { $in: ids } }, { $set: { [`seen_by.${provider}`]: jobId }, $addToSet: { mailboxes: provider } });
  }

  /** After a full listing: what the job did not see has left the mailbox and leaves its index. */
  async dropUnseen(workspaceId: string, provider: MailProvider, jobId: string): Promise<void> {
    await this.emails.updateMany({ workspace_id: workspaceId, mailboxes: provider, [`seen_by.${provider}`]: { $ne: jobId } }, { $pull: { mailboxes: provider } });
  }

  async countIn(workspaceId: string, provider: MailProvider): Promise<number> {
    return this.emails.countDocuments({ workspace_id: workspaceId, mailboxes: provider });
  }

  async get(workspaceId: string, id: string): Promise<SyncedEmailRecord | null> {
    const doc = await this.emails.findOne({ _id: id, workspace_id: workspaceId });
    return doc ? doc.email : null;
  }
}
