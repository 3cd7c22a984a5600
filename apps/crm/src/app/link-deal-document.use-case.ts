import { newId, type Clock } from '@wbk/platform';
import { newDealDocument, type DealDocumentView, type DocumentInput } from '../domain/document.schema';
import { dealRecordNotFound } from '../domain/refusals';
import type { DealDocumentRepository } from '../store/deal-document.repository';
import type { DealRepository } from '../store/deal.repository';

export interface DealDocumentsDeps {
  deals: DealRepository;
  documents: DealDocumentRepository;
  clock: Clock;
  newId?: () => string;
}

/** The deal's id when it is live in the workspace; the documents routes answer 404 not_found (not deal_not_found) otherwise. */
export async function liveDealId(deals: DealRepository, workspaceId: string, id: string): Promise<string> {
  const stored = await deals.findLive(workspaceId, id);
  if (!stored) throw dealRecordNotFound();
  return stored.deal.id;
}

/**
 * POST /v1/deals/{id}/documents. The event catalog (libs/contracts) has no document
 * event, so linking emits none (docs/decisions.md).
 */
export class LinkDealDocument {
  constructor(private readonly deps: DealDocumentsDeps) {}

  async execute(workspaceId: string, dealId: string, input: DocumentInput): Promise<DealDocumentView> {
    const id = await liveDealId(this.deps.deals, workspaceId, dealId);
    const document = newDealDocument(input, (this.deps.newId ?? newId)(), this.deps.clock.now());
    await this.deps.documents.insert(workspaceId, id, document);
    return document;
  }
}
