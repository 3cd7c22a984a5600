import { z } from 'zod';
import { idSchema, pageQuery, timestamp, typeError, uuid } from '../http/schemas';
import { requiredOr, trimmedText } from './write-fields';

/** docs/decisions.md, "Lists and tasks"; the addListContacts operation takes at most 100 contact_ids a request. */
export const LIST_LIMITS = { name: 200, description: 2000, contactIdsPerRequest: 100 } as const;
export const LIST_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

/** POST /v1/lists. */
export const listCreateBody = z
  .strictObject({
    name: trimmedText(LIST_LIMITS.name).meta({ description: 'Unique in the workspace, compared case-insensitively with runs of spaces folded.' }),
    description: z
      .string({ error: typeError('must be a string') })
      .trim()
      .max(LIST_LIMITS.description, { error: `must be at most ${LIST_LIMITS.description} characters` })
      // An empty description is the same as none.
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional()
      .meta({ description: 'An empty string is stored as null.' }),
  })
  .meta({ id: 'ListCreate' });
export type CreateListInput = z.infer<typeof listCreateBody>;

/**
 * `{contact_ids}` of POST and DELETE /v1/lists/{id}/contacts: 1 to 100 entries,
 * counted as sent. Duplicates count once; ids are compared lower-cased, the
 * form contact ids are stored in.
 */
export const listContactIdsBody = z
  .strictObject({
    contact_ids: z
      .array(idSchema, { error: requiredOr('must be an array of contact UUIDs') })
      .min(1, { error: 'must hold at least 1 contact id' })
      .max(LIST_LIMITS.contactIdsPerRequest, {
        error: (issue) => `must hold at most ${LIST_LIMITS.contactIdsPerRequest} contact ids (got ${Array.isArray(issue.input) ? issue.input.length : '?'})`,
      })
      .transform((ids) => [...new Set(ids)])
      .meta({ description: `1 to ${LIST_LIMITS.contactIdsPerRequest} contact ids; a repeated id counts once.` }),
  })
  .meta({ id: 'ListContactIds' });

/** Fields a client reads but never writes: naming them "read-only" says why a write of them was refused. */
export const LIST_READ_ONLY_FIELDS = ['id', 'contact_count', 'created_date', 'updated_date'] as const;

export const listRecord = z
  .strictObject({
    id: uuid,
    name: z.string(),
    description: z.string().nullable(),
    contact_count: z.number().int().min(0).meta({ description: 'Member contacts; a deleted contact leaves every list.' }),
    created_date: timestamp,
    updated_date: timestamp,
  })
  .meta({ id: 'List' });
export type ListRecord = z.infer<typeof listRecord>;

export const listContactsAdded = z
  .strictObject({
    added: z.number().int().min(0).meta({ description: 'Contacts that joined; ids already in the list are skipped silently.' }),
    list_id: uuid,
    contact_count: z.number().int().min(0).meta({ description: 'Members after the change.' }),
  })
  .meta({ id: 'ListContactsAdded' });
export type ListContactsAdded = z.infer<typeof listContactsAdded>;

export const listContactsRemoved = z
  .strictObject({
    removed: z.number().int().min(0).meta({ description: 'Contacts that left; ids not in the list are skipped silently.' }),
    list_id: uuid,
    contact_count: z.number().int().min(0).meta({ description: 'Members after the change.' }),
  })
  .meta({ id: 'ListContactsRemoved' });
export type ListContactsRemoved = z.infer<typeof listContactsRemoved>;

export const listListQuery = z.strictObject({ ...pageQuery(LIST_PAGE_LIMITS) });
