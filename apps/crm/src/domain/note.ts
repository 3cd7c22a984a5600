import type { CompanyNoteRecord, ContactNoteRecord } from '@wbk/contracts';
import type { NoteInput, NoteOwnerKind } from './note.schema';

/** A note as kept: attached to exactly one contact or one company. */
export interface NoteState {
  id: string;
  contact_id: string | null;
  company_id: string | null;
  title: string;
  content: string | null;
  note_type: string;
  category: string | null;
  tags: string[];
  created_date: string;
}

/** The createCompanyNote / listCompanyNotes record: the contract's CompanyNote. */
export type CompanyNoteView = CompanyNoteRecord;

/** A contact note adds `category` (also in the getContact operation's notes include): the contract's ContactNote. */
export type ContactNoteView = ContactNoteRecord;

/** The internal note.created payload: the read shape plus both owner ids, so the timeline needs no lookup. */
export interface NoteEventView extends ContactNoteView {
  contact_id: string | null;
  company_id: string | null;
}

export function newNote(input: NoteInput, owner: { kind: NoteOwnerKind; id: string }, id: string, now: Date): NoteState {
  return {
    id,
    contact_id: owner.kind === 'contact' ? owner.id : null,
    company_id: owner.kind === 'company' ? owner.id : null,
    title: input.title,
    content: input.content,
    note_type: input.note_type,
    category: owner.kind === 'contact' ? input.category : null,
    tags: input.tags,
    created_date: now.toISOString(),
  };
}

export function toCompanyNoteView(note: NoteState): CompanyNoteView {
  return { id: note.id, title: note.title, content: note.content, note_type: note.note_type, tags: note.tags, created_date: note.created_date };
}

export function toContactNoteView(note: NoteState): ContactNoteView {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    note_type: note.note_type,
    category: note.category,
    tags: note.tags,
    created_date: note.created_date,
  };
}

export function toNoteEventView(note: NoteState): NoteEventView {
  return { ...toContactNoteView(note), contact_id: note.contact_id, company_id: note.company_id };
}
