import { z } from 'zod';
import { pageQuery, queryText, timestamp, typeError, uuid } from '../http/schemas';
import { tagSet, trimmedText } from './write-fields';

/** Bounds of a deal document link (docs/decisions.md, "Deals and documents"). */
export const DOCUMENT_LIMITS = { name: 255, mimeType: 255, folder: 1000, role: 50, tags: 50, tag: 100 } as const;

/** listDealDocuments pages: per_page default 25, max 100 (the public limit). */
export const DOCUMENT_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

export const ROOT_FOLDER = '/';

/** RFC 6838 type/subtype (parameters such as "; charset=" are not part of a stored MIME type). */
const MIME_RE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * An absolute folder path such as "/Matters/2026": segments may not be empty,
 * "." or "..", so one folder has one spelling; a trailing "/" is dropped.
 */
const folder = trimmedText(DOCUMENT_LIMITS.folder)
  .transform((v) => (v.length > 1 && v.endsWith('/') ? v.slice(0, -1) : v))
  .refine((v) => v === ROOT_FOLDER || (v.startsWith('/') && v.slice(1).split('/').every((s) => s !== '' && s !== '.' && s !== '..')), {
    error: 'must be an absolute folder path such as "/Matters/2026" (no empty, "." or ".." segments)',
  })
  .meta({ description: `An absolute path; default \`${ROOT_FOLDER}\`. A trailing "/" is dropped.`, example: '/Matters/2026' });

/** POST /v1/deals/{id}/documents: the link to a document kept elsewhere. */
export const documentLinkBody = z
  .strictObject({
    name: trimmedText(DOCUMENT_LIMITS.name),
    mime_type: trimmedText(DOCUMENT_LIMITS.mimeType)
      .transform((v) => v.toLowerCase())
      .refine((v) => MIME_RE.test(v), { error: 'must be a MIME type of the form type/subtype, e.g. application/pdf' })
      .meta({ description: 'type/subtype, stored lower-case.', example: 'application/pdf' }),
    size_bytes: z
      .number({ error: typeError('must be a number') })
      .int({ error: 'must be an integer' })
      .min(0, { error: 'must be at least 0' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' })
      .nullable()
      .optional(),
    folder: folder.optional(),
    tags: tagSet(DOCUMENT_LIMITS.tags, DOCUMENT_LIMITS.tag).optional().meta({ description: 'Repeated tags are kept once.' }),
    role: trimmedText(DOCUMENT_LIMITS.role).nullable().optional().meta({ description: 'What the document is to the deal, e.g. engagement_letter, evidence.' }),
  })
  .meta({ id: 'DealDocumentLink' });
export type DocumentInput = z.infer<typeof documentLinkBody>;

/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const DOCUMENT_READ_ONLY_FIELDS = ['id', 'linked_at', 'created_at'] as const;

export const dealDocumentRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int().min(0).nullable(),
    folder: z.string(),
    tags: z.array(z.string()),
    role: z.string().nullable(),
    linked_at: timestamp,
    created_at: timestamp,
  })
  .meta({ id: 'DealDocument' });
export type DealDocumentRecord = z.infer<typeof dealDocumentRecord>;

export const dealDocumentListQuery = z.strictObject({
  ...pageQuery(DOCUMENT_PAGE_LIMITS),
  role: queryText(DOCUMENT_LIMITS.role, 'Only documents linked with this role (exact).'),
});
