import { NOTE_PAGE_LIMITS, noteListQuery, pageOf, parseQuery } from '@wbk/contracts';
import type { PageRequest } from '@wbk/platform';

/** GET /v1/companies/{id}/notes and /v1/contacts/{id}/notes, parsed with the routes' declared query (libs/contracts). */
export function parseNoteListQuery(query: Record<string, string>): PageRequest {
  return pageOf(parseQuery(noteListQuery, query), NOTE_PAGE_LIMITS);
}
