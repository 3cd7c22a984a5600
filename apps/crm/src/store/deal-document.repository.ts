import type { Collection, Doc, DocStore, Filter } from '@wbk/store';
import type { DealDocumentView } from '../domain/document.schema';

export const DEAL_DOCUMENTS_COLLECTION = 'deal_documents';

/** A document linked to one deal; the event catalog (EVENT_PAYLOADS in libs/contracts) has no event for it, so no outbox. */
export type DealDocumentDoc = Doc & Omit<DealDocumentView, 'id'> & { workspace_id: string; deal_id: string };

/** Most recently linked first; the id breaks ties. */
const NEWEST_FIRST = { linked_at: -1, _id: -1 } as const;

function toView(doc: DealDocumentDoc): DealDocumentView {
  return {
    id: doc._id,
    name: doc.name,
    mime_type: doc.mime_type,
    size_bytes: doc.size_bytes ?? null,
    folder: doc.folder,
    tags: Array.isArray(doc.tags) ? doc.tags : [],
    role: doc.role ?? null,
    linked_at: doc.linked_at,
    created_at: doc.created_at,
  };
}

export class DealDocumentRepository {
  private readonly documents: Collection<DealDocumentDoc>;

  constructor(store: DocStore) {
    this.documents = store.collection<DealDocumentDoc>(DEAL_DOCUMENTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.documents.createIndexes([
      { key: { workspace_id: 1, deal_id: 1, linked_at: -1, _id: -1 } },
      { key: { workspace_id: 1, deal_id: 1, role: 1, linked_at: -1, _id: -1 } },
    ]);
  }

  async insert(workspaceId: string, dealId: string, document: DealDocumentView): Promise<void> {
    const { id, ...fields } = document;
    await this.documents.insertOne({ _id: id, workspace_id: workspaceId, deal_id: dealId, ...fields });
  }

  async listForDeal(workspaceId: string, dealId: string, options: { role?: string; skip: number; limit: number }): Promise<{ items: DealDocumentView[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, deal_id: dealId };
    if (options.role !== undefined) query['role'] = options.role;
    const [docs, total] = await Promise.all([
      this.documents.find(query, { sort: NEWEST_FIRST, skip: options.skip, limit: options.limit }),
      this.documents.countDocuments(query),
    ]);
    return { items: docs.map(toView), total };
  }
}
