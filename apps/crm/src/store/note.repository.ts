import type { Collection, Doc, DocStore } from '@wbk/store';
import { INCLUDE_LIMIT, type NoteSummary } from '../domain/contact-includes';
import { isoDate, str } from './include-fields';
import { NOT_DELETED } from './tombstone';

export const NOTES_COLLECTION = 'notes';

/**
 * Notes (written by the notes slice): workspace_id, contact_id, title,
 * content, note_type, category, created_date, deleted_at. Read here for
 * GET /v1/contacts/{id}?include=notes.
 */
export class NoteRepository {
  private readonly notes: Collection;

  constructor(store: DocStore) {
    this.notes = store.collection(NOTES_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.notes.createIndexes([{ key: { workspace_id: 1, contact_id: 1, created_date: -1 } }]);
  }

  /** The newest notes of a contact (spec: up to 3). */
  async recentForContact(workspaceId: string, contactId: string, limit = INCLUDE_LIMIT): Promise<NoteSummary[]> {
    const docs = await this.notes.find(
      { workspace_id: workspaceId, contact_id: contactId, ...NOT_DELETED },
      { sort: { created_date: -1, _id: -1 }, limit },
    );
    return docs.map(toNoteSummary);
  }
}

function toNoteSummary(doc: Doc): NoteSummary {
  return {
    id: doc._id,
    title: str(doc['title']),
    content: str(doc['content']),
    note_type: str(doc['note_type']),
    category: str(doc['category']),
    created_date: isoDate(doc['created_date']),
  };
}
