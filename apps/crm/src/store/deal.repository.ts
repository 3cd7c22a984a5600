import type { Collection, Doc, DocStore } from '@wbk/store';
import { INCLUDE_LIMIT, OPEN_DEAL_STATUS, type DealSummary } from '../domain/contact-includes';
import { isoDate, num, str } from './include-fields';
import { NOT_DELETED } from './tombstone';

export const DEALS_COLLECTION = 'deals';

/**
 * Deals (written by the deals slice): workspace_id, main_contact_id, name,
 * stage, status, estimated_value, updated_date. Read here for
 * GET /v1/contacts/{id}?include=deals.
 */
export class DealRepository {
  private readonly deals: Collection;

  constructor(store: DocStore) {
    this.deals = store.collection(DEALS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.deals.createIndexes([{ key: { workspace_id: 1, main_contact_id: 1, status: 1, updated_date: -1 } }]);
  }

  /** Open deals whose primary contact is this contact, most recently updated first (spec: up to 3). */
  async openForContact(workspaceId: string, contactId: string, limit = INCLUDE_LIMIT): Promise<DealSummary[]> {
    const docs = await this.deals.find(
      { workspace_id: workspaceId, main_contact_id: contactId, status: OPEN_DEAL_STATUS, ...NOT_DELETED },
      { sort: { updated_date: -1, _id: -1 }, limit },
    );
    return docs.map(toDealSummary);
  }
}

function toDealSummary(doc: Doc): DealSummary {
  return {
    id: doc._id,
    name: str(doc['name']),
    stage: str(doc['stage']),
    estimated_value: num(doc['estimated_value']),
    updated_date: isoDate(doc['updated_date']),
  };
}
