import { withOutbox, type OutboxFields } from '@wbk/bus';
import { DEFAULT_NOTE_TYPE, type EventEnvelope } from '@wbk/contracts';
import type { KeyStamp } from '@wbk/platform';
import { insertOnce, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import { INCLUDE_LIMIT, type NoteSummary } from '../domain/contact-includes';
import type { NoteState } from '../domain/note';
import { isoDate, str } from './include-fields';
import { NOT_DELETED } from './tombstone';

export const NOTES_COLLECTION = 'notes';

/**
 * Notes of contacts and companies: workspace_id, contact_id | company_id,
 * title, content, note_type, category, tags, created_date, deleted_at.
 * A note is written once with its internal note.created event in the outbox.
 */
export type NoteDoc = Doc &
  Omit<NoteState, 'id'> &
  OutboxFields & {
    workspace_id: string;
    deleted_at: string | null;
  };

export type NoteOwner = { contactId: string } | { companyId: string };

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = { created_date: -1, _id: -1 } as const;

function ownerFilter(workspaceId: string, owner: NoteOwner): Filter {
  const byOwner = 'contactId' in owner ? { contact_id: owner.contactId } : { company_id: owner.companyId };
  return { workspace_id: workspaceId, ...byOwner, ...NOT_DELETED };
}

export class NoteRepository {
  private readonly notes: Collection;

  constructor(store: DocStore) {
    this.notes = store.collection(NOTES_COLLECTION);
  }

  /** One index per owner kind, in the order of the newest-first sort. */
  async ensureIndexes(): Promise<void> {
    await this.notes.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, contact_id: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, company_id: 1, created_date: -1, _id: -1 } },
    ]);
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored note (created false). */
  async insert(workspaceId: string, note: NoteState, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ note: NoteState; created: boolean }> {
    const { id, ...fields } = note;
    const doc: NoteDoc = { _id: id, workspace_id: workspaceId, ...fields, deleted_at: null };
    const { doc: stored, created } = await insertOnce(this.notes, withOutbox(doc, events), stamp);
    return { note: toNoteState(stored), created };
  }

  async list(workspaceId: string, owner: NoteOwner, page: { skip: number; limit: number }): Promise<{ items: NoteState[]; total: number }> {
    const query = ownerFilter(workspaceId, owner);
    const [docs, total] = await Promise.all([
      this.notes.find(query, { sort: NEWEST_FIRST, skip: page.skip, limit: page.limit }),
      this.notes.countDocuments(query),
    ]);
    return { items: docs.map(toNoteState), total };
  }

  /** The newest notes of a contact (INCLUDE_LIMIT: up to 3), for GET /v1/contacts/{id}?include=notes. */
  async recentForContact(workspaceId: string, contactId: string, limit = INCLUDE_LIMIT): Promise<NoteSummary[]> {
    const docs = await this.notes.find(ownerFilter(workspaceId, { contactId }), { sort: NEWEST_FIRST, limit });
    return docs.map(toNoteSummary);
  }
}

function toNoteState(doc: Doc): NoteState {
  return {
    id: doc._id,
    contact_id: str(doc['contact_id']),
    company_id: str(doc['company_id']),
    title: str(doc['title']) ?? '',
    content: str(doc['content']),
    note_type: str(doc['note_type']) ?? DEFAULT_NOTE_TYPE,
    category: str(doc['category']),
    tags: Array.isArray(doc['tags']) ? doc['tags'].filter((t): t is string => typeof t === 'string') : [],
    created_date: isoDate(doc['created_date']) ?? '',
  };
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
