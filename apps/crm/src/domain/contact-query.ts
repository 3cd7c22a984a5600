import { CONTACT_PAGE_LIMITS, contactGetQuery, contactListQuery, pageOf, parseQuery, type ContactInclude } from '@wbk/contracts';

export { CONTACT_INCLUDES, CONTACT_PAGE_LIMITS, type ContactInclude } from '@wbk/contracts';

export interface ContactListQuery {
  page: number;
  perPage: number;
  skip: number;
  /** Exact match, compared lower-cased like stored emails. */
  email?: string;
  /** Contacts carrying this tag. */
  tag?: string;
}

/** GET /v1/contacts, parsed with the route's declared query (libs/contracts). */
export function parseContactListQuery(query: Record<string, string>): ContactListQuery {
  const parsed = parseQuery(contactListQuery, query);
  return {
    ...pageOf(parsed, CONTACT_PAGE_LIMITS),
    ...(parsed.email !== undefined ? { email: parsed.email } : {}),
    ...(parsed.tag !== undefined ? { tag: parsed.tag } : {}),
  };
}

/** GET /v1/contacts/{id}: the embeds `include` asks for. */
export function parseContactGetQuery(query: Record<string, string>): Set<ContactInclude> {
  return new Set(parseQuery(contactGetQuery, query).include);
}
