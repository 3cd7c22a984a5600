import type { EnrichmentFindings, EnrichVendor } from '@wbk/contracts';
import type { Doc, DocStore } from '@wbk/store';

/** A cached lookup: what was found and by whom, or null for "no vendor has data". */
export interface CachedLookup {
  findings: EnrichmentFindings | null;
  vendor: EnrichVendor | null;
}

type CacheDoc = Doc & { workspace_id: string; findings: EnrichmentFindings | null; vendor: EnrichVendor | null; expires_at: Date };

export const LOOKUP_CACHE_COLLECTION = 'lookup_cache';

export class LookupCacheRepository {
  private readonly collection;

  constructor(store: DocStore) {
    this.collection = store.collection<CacheDoc>(LOOKUP_CACHE_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndexes([
      { key: { expires_at: 1 }, name: 'expiry', expireAfterSeconds: 0 },
      { key: { workspace_id: 1 }, name: 'workspace' },
    ]);
  }

  /** Answers only unexpired entries (the TTL index removes them later). */
  async get(key: string, now: Date): Promise<CachedLookup | null> {
    const doc = await this.collection.findOne({ _id: key, expires_at: { $gt: now } });
    return doc ? { findings: doc.findings, vendor: doc.vendor } : null;
  }

  async put(key: string, workspaceId: string, entry: CachedLookup, expiresAt: Date): Promise<void> {
    await this.collection.replaceOne({ _id: key }, { _id: key, workspace_id: workspaceId, ...entry, expires_at: expiresAt }, { upsert: true });
  }
}
