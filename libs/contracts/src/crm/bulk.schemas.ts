import { z } from 'zod';
import { uuid } from '../http/schemas';
import { contactWriteBody } from './contact.schemas';
import { dealBulkUpdateItem, dealCreateBody } from './deal.schemas';
import { requiredOr } from './write-fields';

/** docs/decisions.md, "Bulk writes": a bulk call carries up to 1,000 records. */
export const BULK_MAX = 1000;

/**
 * The body of a bulk call, `{<key>: [record, ...]}` with 1 to `max` records.
 * The CRM checks this envelope with `record` left open (z.unknown()) and then
 * each record with the schema of the single write, so a bad record is reported
 * by its index while a bad envelope refuses the call whole; the document shows
 * the envelope with the record schema.
 */
export function bulkEnvelope<K extends string, T extends z.ZodType>(key: K, record: T, max: number = BULK_MAX) {
  const items = z
    .array(record, { error: requiredOr('must be an array') })
    .min(1, { error: 'must contain at least 1 record' })
    .max(max, { error: `must contain at most ${max} records` })
    .meta({ description: `1 to ${max} records.` });
  return z.strictObject({ [key]: items } as Record<K, typeof items>);
}

export const fieldIssue = z
  .strictObject({
    field: z.string().meta({ description: 'The field, dotted for nested ones (`tags.2`); `body` for the record as a whole.' }),
    message: z.string(),
  })
  .meta({ id: 'FieldIssue' });

export const bulkItemError = z
  .strictObject({
    index: z.number().int().min(0).meta({ description: 'Position of the record in the request.' }),
    errors: z.array(fieldIssue).min(1),
  })
  .meta({ id: 'BulkItemError' });
export type BulkItemError = z.infer<typeof bulkItemError>;

const bulkItemId = z.strictObject({ index: z.number().int().min(0), id: uuid });

export const bulkCreatedResult = z
  .strictObject({
    created: z.array(bulkItemId).meta({ description: 'Each stored record: its position in the request and its new id, in request order.' }),
    errors: z.array(bulkItemError).meta({ description: 'Each refused record with every problem found in it, in request order.' }),
    count: z.number().int().min(0).meta({ description: 'Records created.' }),
  })
  .meta({ id: 'BulkCreated' });
export type BulkCreatedResult = z.infer<typeof bulkCreatedResult>;

export const bulkUpdatedResult = z
  .strictObject({
    updated: z.array(bulkItemId).meta({ description: 'Each record applied (including those that changed nothing), in request order.' }),
    errors: z.array(bulkItemError).meta({ description: 'Each refused record with its problems, in request order.' }),
    count: z.number().int().min(0).meta({ description: 'Records applied.' }),
  })
  .meta({ id: 'BulkUpdated' });
export type BulkUpdatedResult = z.infer<typeof bulkUpdatedResult>;

/** POST /v1/contacts/bulk: each record is the body of POST /v1/contacts. */
export const contactBulkCreateBody = bulkEnvelope('contacts', contactWriteBody).meta({ id: 'ContactBulkCreate' });

/** POST /v1/deals/bulk: each record is the body of POST /v1/deals. */
export const dealBulkCreateBody = bulkEnvelope('deals', dealCreateBody).meta({ id: 'DealBulkCreate' });

/** PATCH /v1/deals/bulk: each record is an `id` plus the body of PATCH /v1/deals/{id}. */
export const dealBulkUpdateBody = bulkEnvelope('deals', dealBulkUpdateItem).meta({ id: 'DealBulkUpdate' });
