import { z } from 'zod';
import { tagsField, textField } from './company.schema';
import { isPlainObject } from './contact.schema';
import { bodyError, parseOrThrow } from './zod-issues';

/** Bounds of note fields (spec: content at most 50,000 characters; the rest docs/decisions.md, "Notes"). */
export const NOTE_LIMITS = {
  title: 200,
  content: 50_000,
  noteType: 50,
  category: 50,
} as const;

export const DEFAULT_NOTE_TYPE = 'general';

/**
 * Content is kept exactly as written (no trimming: whitespace and line breaks
 * are part of a note); the empty string is allowed, null means "no content".
 */
const content = z
  .string({ error: 'must be a string' })
  .max(NOTE_LIMITS.content, { error: `must be at most ${NOTE_LIMITS.content} characters` });

/** note_type and category are free labels (e.g. call, meeting, follow_up), not a fixed set: teams name their own. */
const label = (max: number) => textField(max);

const companyNoteSchema = z.strictObject({
  title: textField(NOTE_LIMITS.title),
  content: content.nullable().optional(),
  note_type: label(NOTE_LIMITS.noteType).optional(),
  tags: tagsField.nullable().optional(),
});

const contactNoteSchema = companyNoteSchema.extend({
  category: label(NOTE_LIMITS.category).nullable().optional(),
});

export interface NoteInput {
  title: string;
  content: string | null;
  note_type: string;
  category: string | null;
  tags: string[];
}

export type NoteOwnerKind = 'company' | 'contact';

/** Company notes take title, content, note_type, tags; contact notes also `category` (spec). */
export function parseCreateNote(body: unknown, kind: NoteOwnerKind): NoteInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const input: z.infer<typeof contactNoteSchema> = kind === 'contact' ? parseOrThrow(contactNoteSchema, body) : parseOrThrow(companyNoteSchema, body);
  return {
    title: input.title,
    content: input.content ?? null,
    note_type: input.note_type ?? DEFAULT_NOTE_TYPE,
    category: input.category ?? null,
    tags: input.tags ?? [],
  };
}
