import { parsePagination, validationError, type FieldIssue } from '@wbk/platform';

/** docs/decisions.md, "Contact list": default 50, max 200, as for audit logs. */
export const CONTACT_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

const LIST_PARAMS = new Set(['page', 'per_page', 'email', 'tag']);
const GET_PARAMS = new Set(['include']);

export const CONTACT_INCLUDES = ['notes', 'tasks', 'deals'] as const;
export type ContactInclude = (typeof CONTACT_INCLUDES)[number];

export interface ContactListQuery {
  page: number;
  perPage: number;
  skip: number;
  /** Exact match, compared lower-cased like stored emails. */
  email?: string;
  /** Contacts carrying this tag. */
  tag?: string;
}

function unknownParams(query: Record<string, string>, allowed: Set<string>): FieldIssue[] {
  return Object.keys(query)
    .filter((k) => !allowed.has(k))
    .map((field) => ({ field, message: `is not a known query parameter (allowed: ${[...allowed].join(', ')})` }));
}

export function parseContactListQuery(query: Record<string, string>): ContactListQuery {
  const issues = unknownParams(query, LIST_PARAMS);
  const email = query['email']?.trim();
  const tag = query['tag']?.trim();
  if (email !== undefined && (email === '' || email.length > 320)) issues.push({ field: 'email', message: 'must be 1 to 320 characters' });
  if (tag !== undefined && (tag === '' || tag.length > 100)) issues.push({ field: 'tag', message: 'must be 1 to 100 characters' });
  if (issues.length > 0) throw validationError(issues);
  const page = parsePagination(query, CONTACT_PAGE_LIMITS);
  return {
    ...page,
    ...(email !== undefined ? { email: email.toLowerCase() } : {}),
    ...(tag !== undefined ? { tag } : {}),
  };
}

/** `include` = comma list of notes|tasks|deals, or `*` for all; blanks between commas are ignored. */
export function parseContactGetQuery(query: Record<string, string>): Set<ContactInclude> {
  const issues = unknownParams(query, GET_PARAMS);
  const includes = new Set<ContactInclude>();
  const raw = query['include'];
  if (raw !== undefined) {
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const bad = parts.filter((p) => p !== '*' && !(CONTACT_INCLUDES as readonly string[]).includes(p));
    if (bad.length > 0) {
      issues.push({ field: 'include', message: `unknown value(s) ${bad.join(', ')}; allowed: ${CONTACT_INCLUDES.join(', ')} or *` });
    }
    for (const p of parts) {
      if (p === '*') CONTACT_INCLUDES.forEach((i) => includes.add(i));
      else if ((CONTACT_INCLUDES as readonly string[]).includes(p)) includes.add(p as ContactInclude);
    }
  }
  if (issues.length > 0) throw validationError(issues);
  return includes;
}
