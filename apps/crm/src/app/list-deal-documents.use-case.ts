import type { DealDocumentView } from '../domain/document.schema';
import { liveDealId, type DealDocumentsDeps } from './link-deal-document.use-case';

/** GET /v1/deals/{id}/documents: a live deal's documents, optionally of one role, a page at a time. */
export class ListDealDocuments {
  constructor(private readonly deps: Pick<DealDocumentsDeps, 'deals' | 'documents'>) {}

  async execute(workspaceId: string, dealId: string, options: { role?: string; skip: number; limit: number }): Promise<{ dealId: string; items: DealDocumentView[]; total: number }> {
    const id = await liveDealId(this.deps.deals, workspaceId, dealId);
    return { dealId: id, ...(await this.deps.documents.listForDeal(workspaceId, id, options)) };
  }
}
