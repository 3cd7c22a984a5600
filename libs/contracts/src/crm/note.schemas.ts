import { z } from 'zod';
import { pageQuery, timestamp, typeError, uuid } from '../http/schemas';
import { tagsField, textField } from './company.schemas';

/** Bounds of note fields (content at most 50,000 characters, the public limit; the rest docs/decisions.md, "Companies and notes"). */
export const NOTE_LIMITS = {
  title: 200,
  content: 50_000,
  noteType: 50,
  category: 50,
} as const;

export const DEFAULT_NOTE_TYPE = 'general';

/** Same bounds as every CRM list (default 50, max 200). */
export const NOTE_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

/**
 * Content is kept exactly as written (no trimming: whitespace and line breaks
 * are part of a note); the empty string is allowed, null means "no content".
 */
const content = z
  .string({ error: typeError('must be a string') })
  .max(NOTE_LIMITS.content, { error: `must be at most ${NOTE_LIMITS.content} characters` })
  .meta({ description: `Kept exactly as written, at most ${NOTE_LIMITS.content.toLocaleString('en-GB')} characters.` });

/** note_type and category are free labels (e.g. call, meeting, follow_up), not a fixed set: teams name their own. */
const label = (max: number) => textField(max);

const companyNoteFields = {
  title: textField(NOTE_LIMITS.title),
  content: content.nullable().optional(),
  note_type: label(NOTE_LIMITS.noteType)
    .optional()
    .meta({ description: `A free label such as call or meeting; \`${DEFAULT_NOTE_TYPE}\` when not given.`, default: DEFAULT_NOTE_TYPE, example: 'call' }),
  tags: tagsField.nullable().optional(),
};

/** The body of POST /v1/companies/{id}/notes. */
export const companyNoteCreateBody = z.strictObject(companyNoteFields).meta({ id: 'CompanyNoteCreate' });

/** The body of POST /v1/contacts/{id}/notes: a company note's fields plus `category`. */
export const contactNoteCreateBody = z
  .strictObject({
    ...companyNoteFields,
    category: label(NOTE_LIMITS.category).nullable().optional().meta({ description: 'A free label, e.g. billing or intake.' }),
  })
  .meta({ id: 'ContactNoteCreate' });

export type ContactNoteInput = z.infer<typeof contactNoteCreateBody>;

/** Fields a client reads but never writes (notes are not editable). */
export const NOTE_READ_ONLY_FIELDS = ['id', 'created_date'] as const;

const noteRecordShape = {
  id: uuid,
  title: z.string(),
  content: z.string().nullable(),
  note_type: z.string(),
  tags: z.array(z.string()),
  created_date: timestamp,
};

/** A company note as the public API answers it: exactly these fields. */
export const companyNoteRecord = z.strictObject(noteRecordShape).meta({ id: 'CompanyNote' });
export type CompanyNoteRecord = z.infer<typeof companyNoteRecord>;

/** A contact note adds `category`. */
export const contactNoteRecord = z
  .strictObject({
    id: noteRecordShape.id,
    title: noteRecordShape.title,
    content: noteRecordShape.content,
    note_type: noteRecordShape.note_type,
    category: z.string().nullable(),
    tags: noteRecordShape.tags,
    created_date: noteRecordShape.created_date,
  })
  .meta({ id: 'ContactNote' });
export type ContactNoteRecord = z.infer<typeof contactNoteRecord>;

export const noteListQuery = z.strictObject(pageQuery(NOTE_PAGE_LIMITS));
