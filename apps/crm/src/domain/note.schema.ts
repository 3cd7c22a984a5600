import { DEFAULT_NOTE_TYPE, NOTE_READ_ONLY_FIELDS, companyNoteCreateBody, contactNoteCreateBody, parseBody, type ContactNoteInput } from '@wbk/contracts';

/**
 * The note bodies as the CRM reads them: the shapes are the public contract's
 * (`companyNoteCreateBody`, `contactNoteCreateBody` in libs/contracts); the
 * defaults are applied here, so a stored note has every field.
 */
export interface NoteInput {
  title: string;
  content: string | null;
  note_type: string;
  category: string | null;
  tags: string[];
}

export type NoteOwnerKind = 'company' | 'contact';

const READ_ONLY: ReadonlySet<string> = new Set(NOTE_READ_ONLY_FIELDS);

/** Company notes take title, content, note_type, tags; contact notes also `category` (the createContactNote operation's body). */
export function parseCreateNote(body: unknown, kind: NoteOwnerKind): NoteInput {
  const input: ContactNoteInput =
    kind === 'contact' ? parseBody(contactNoteCreateBody, body, { readOnlyFields: READ_ONLY }) : parseBody(companyNoteCreateBody, body, { readOnlyFields: READ_ONLY });
  return {
    title: input.title,
    content: input.content ?? null,
    note_type: input.note_type ?? DEFAULT_NOTE_TYPE,
    category: input.category ?? null,
    tags: input.tags ?? [],
  };
}
