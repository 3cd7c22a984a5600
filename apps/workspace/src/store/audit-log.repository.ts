import { type Doc, type DocStore, type Filter, isDuplicateKeyError } from '@wbk/store';
import type { StoredAuditEntry } from '../domain/audit-entry';
import type { AuditQuery } from '../domain/audit-query';

/**
 * `at` is the entry's instant as a Date: it drives the range filters, the
 * newest-first sort and the TTL index that enforces the retention (the listAuditLogs
 * operation promises 365 days). There is no update method on purpose: entries are immutable.
 */
type AuditDoc = Doc & StoredAuditEntry & { at: Date };

function toDoc(entry: StoredAuditEntry): AuditDoc {
  const at = new Date(entry.timestamp);
  return { ...entry, _id: entry.id, at: Number.isNaN(at.getTime()) ? new Date() : at };
}

export class AuditLogRepository {
  private readonly collection;

  constructor(
    store: DocStore,
    private readonly retentionDays: number,
  ) {
    this.collection = store.collection<AuditDoc>('audit_logs');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { workspace_id: 1, at: -1 }, name: 'workspace_at' },
      { key: { workspace_id: 1, action: 1, at: -1 }, name: 'workspace_action_at' },
      { key: { workspace_id: 1, resource_type: 1, at: -1 }, name: 'workspace_resource_type_at' },
      { key: { at: 1 }, expireAfterSeconds: this.retentionDays * 86_400, name: 'retention_ttl' },
    ]);
  }

  /** Idempotent by entry id: a redelivered event finds its entry stored and changes nothing. Returns false for a repeat. */
  async insert(entry: StoredAuditEntry): Promise<boolean> {
    try {
      await this.collection.insertOne(toDoc(entry));
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /**
   * Stores a batch in one write, skipping entries already stored (a redelivered
   * batch, or one partly written before a crash). Returns how many were new.
   */
  async insertBatch(entries: StoredAuditEntry[]): Promise<number> {
    const stored = await this.collection.find({ _id: { $in: entries.map((e) => e.id) } });
    const known = new Set(stored.map((doc) => doc._id));
    const fresh = entries.filter((e) => !known.has(e.id));
    if (fresh.length > 0) await this.collection.insertMany(fresh.map(toDoc));
    return fresh.length;
  }

  async list(workspaceId: string, query: AuditQuery): Promise<{ entries: StoredAuditEntry[]; total: number }> {
    const filter: Filter = { workspace_id: workspaceId };
    if (query.action) filter['action'] = query.action;
    if (query.resourceType) filter['resource_type'] = query.resourceType;
    if (query.userId) filter['user.id'] = query.userId;
    if (query.from || query.to) {
      filter['at'] = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    }
    const [docs, total] = await Promise.all([
      this.collection.find(filter, { sort: { at: -1, _id: -1 }, skip: query.skip, limit: query.perPage }),
      this.collection.countDocuments(filter),
    ]);
    return { entries: docs.map(({ _id: _ignored, at: _at, ...rest }) => rest as StoredAuditEntry), total };
  }
}
