import { parsePagination, validationError } from '@wbk/platform';
import { z } from 'zod';
import { isPlainObject } from './contact.schema';
import { unknownParams } from './deal-query';
import { bodyError, parseOrThrow, toFieldIssues } from './zod-issues';

/** Bounds of a deal document link (docs/decisions.md, "Deal documents"). */
export const DOCUMENT_LIMITS = { name: 255, mimeType: 255, folder: 1000, role: 50, tags: 50, tag: 100 } as const;

/** Spec: per_page default 25, max 100. */
export const DOCUMENT_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

export const ROOT_FOLDER = '/';

/** RFC 6838 type/subtype (parameters such as "; charset=" are not part of a stored MIME type). */
const MIME_RE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

const text = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

/**
 * An absolute folder path such as "/Matters/2026": segments may not be empty,
 * "." or "..", so one folder has one spelling; a trailing "/" is dropped.
 */
const folder = text(DOCUMENT_LIMITS.folder)
  .transform((v) => (v.length > 1 && v.endsWith('/') ? v.slice(0, -1) : v))
  .refine((v) => v === ROOT_FOLDER || (v.startsWith('/') && v.slice(1).split('/').every((s) => s !== '' && s !== '.' && s !== '..')), {
    error: 'must be an absolute folder path such as "/Matters/2026" (no empty, "." or ".." segments)',
  });

const documentSchema = z.strictObject({
  name: text(DOCUMENT_LIMITS.name),
  mime_type: text(DOCUMENT_LIMITS.mimeType)
    .transform((v) => v.toLowerCase())
    .refine((v) => MIME_RE.test(v), { error: 'must be a MIME type of the form type/subtype, e.g. application/pdf' }),
  size_bytes: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(0, { error: 'must be at least 0' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' })
    .nullable()
    .optional(),
  folder: folder.optional(),
  tags: z
    .array(text(DOCUMENT_LIMITS.tag), { error: 'must be an array of strings' })
    .max(DOCUMENT_LIMITS.tags, { error: `must have at most ${DOCUMENT_LIMITS.tags} tags` })
    .transform((list) => [...new Set(list)])
    .optional(),
  role: text(DOCUMENT_LIMITS.role).nullable().optional(),
});

export type DocumentInput = z.infer<typeof documentSchema>;

/** The public read shape of a deal document link (spec, Deal document). */
export interface DealDocumentView {
  id: string;
  name: string;
  mime_type: string;
  size_bytes: number | null;
  folder: string;
  tags: string[];
  role: string | null;
  linked_at: string;
  created_at: string;
}

export function parseLinkDocument(body: unknown): DocumentInput {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object');
  const missing = (['name', 'mime_type'] as const).filter((k) => body[k] === undefined);
  if (missing.length > 0) {
    // Reported together with every other bad field, so one round trip shows all problems.
    const rest = documentSchema.partial({ name: true, mime_type: true }).safeParse(body);
    const others = rest.success ? [] : toFieldIssues(rest.error);
    throw validationError([...missing.map((field) => ({ field, message: 'is required' })), ...others]);
  }
  return parseOrThrow(documentSchema, body);
}

export function newDealDocument(input: DocumentInput, id: string, now: Date): DealDocumentView {
  const at = now.toISOString();
  return {
    id,
    name: input.name,
    mime_type: input.mime_type,
    size_bytes: input.size_bytes ?? null,
    folder: input.folder ?? ROOT_FOLDER,
    tags: input.tags ?? [],
    role: input.role ?? null,
    linked_at: at,
    created_at: at,
  };
}

export interface DocumentListQuery {
  page: number;
  perPage: number;
  skip: number;
  role?: string;
}

export function parseDocumentListQuery(query: Record<string, string>): DocumentListQuery {
  const issues = unknownParams(query, ['page', 'per_page', 'role']);
  const role = query['role']?.trim();
  if (role !== undefined && (role === '' || role.length > DOCUMENT_LIMITS.role)) issues.push({ field: 'role', message: `must be 1 to ${DOCUMENT_LIMITS.role} characters` });
  if (issues.length > 0) throw validationError(issues);
  return { ...parsePagination(query, DOCUMENT_PAGE_LIMITS), ...(role !== undefined ? { role } : {}) };
}
