import {
  DOCUMENT_PAGE_LIMITS,
  DOCUMENT_READ_ONLY_FIELDS,
  ROOT_FOLDER,
  dealDocumentListQuery,
  documentLinkBody,
  pageOf,
  parseBody,
  parseQuery,
  type DealDocumentRecord,
  type DocumentInput,
} from '@wbk/contracts';

/**
 * Deal document links: the body and the list query are the public contract's
 * (libs/contracts), parsed here with the same schemas the OpenAPI document shows.
 */
export { DOCUMENT_LIMITS, DOCUMENT_PAGE_LIMITS, ROOT_FOLDER, type DocumentInput } from '@wbk/contracts';

/** The public read shape of a deal document link (the contract's DealDocument). */
export type DealDocumentView = DealDocumentRecord;

const READ_ONLY: ReadonlySet<string> = new Set(DOCUMENT_READ_ONLY_FIELDS);

/** A missing name or mime_type is reported together with every other bad field, so one round trip shows all problems. */
export function parseLinkDocument(body: unknown): DocumentInput {
  return parseBody(documentLinkBody, body, { readOnlyFields: READ_ONLY });
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

/** GET /v1/deals/{id}/documents, parsed with the route's declared query. */
export function parseDocumentListQuery(query: Record<string, string>): DocumentListQuery {
  const parsed = parseQuery(dealDocumentListQuery, query);
  return { ...pageOf(parsed, DOCUMENT_PAGE_LIMITS), ...(parsed.role !== undefined ? { role: parsed.role } : {}) };
}
