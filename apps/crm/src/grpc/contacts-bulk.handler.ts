import { newEvent } from '@wbk/bus';
import type { BulkCreatedResult, EventOf } from '@wbk/contracts';
import { AppError, newId, reusedKeyConflict, type Clock, type FieldIssue, type KeyStamp } from '@wbk/platform';
import { BULK_MAX, bulkIdFactory, bulkRecordId, parseBulkItems, partitionItems, type BulkItemError } from '../domain/bulk';
import { newContactState, toContactView, type ContactView } from '../domain/contact';
import { parseCreateContact } from '../domain/contact.schema';
import { eventContact } from '../events/contact-events';
import { chunkForEvents } from '../events/deal-events';
import type { ContactBulkRepository } from '../store/contact-bulk.repository';
import type { ContactRepository } from '../store/contact.repository';
import { decodeApiRequest, keyedApiCreate, parseBodyJson, rejectUnknownQuery, reply, type ApiCall, type ApiReply } from '@wbk/rpc';

export interface ContactsBulkHandlerDeps {
  contacts: ContactRepository;
  bulk: ContactBulkRepository;
  clock: Clock;
  /** Runs after the batch (with its events) was written (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}

type Handler = (request: unknown) => Promise<ApiReply>;

/**
 * The batch document's id under an Idempotency-Key: record ids use indexes
 * 0..999, so -1 can never collide with one of them.
 */
const BATCH_INDEX = -1;

/** 201 body (docs/decisions.md, "Bulk writes"): the contract's BulkCreated. */
export type BulkCreateResult = BulkCreatedResult;

/**
 * The spec's bulk event shape: an array plus `count`; split when one event
 * would be too big for NATS. Each contact reads as in the single-contact events.
 */
export function contactsBulkCreated(call: Pick<ApiCall, 'workspaceId' | 'cause'>, clock: Clock, contacts: readonly ContactView[]): Array<EventOf<'contact.bulk_created'>> {
  return chunkForEvents(contacts.map(eventContact)).map((chunk) =>
    newEvent({
      type: 'contact.bulk_created',
      workspaceId: call.workspaceId,
      data: { contacts: chunk, count: chunk.length },
      clock,
      ...(call.cause ? { cause: call.cause } : {}),
    }),
  );
}

/** Every record rejected: the call as a whole is a 400, with the same per-index list a partial success carries. */
function nothingValid(errors: BulkItemError[]): AppError {
  const fields: FieldIssue[] = errors.flatMap(({ index, errors: issues }) =>
    issues.map((issue) => ({ field: `contacts.${index}${issue.field === 'body' ? '' : `.${issue.field}`}`, message: issue.message })),
  );
  return new AppError('validation_error', `None of the ${errors.length} contacts is valid; see details.errors for each index`, { fields, errors });
}

/**
 * POST /v1/contacts/bulk. Valid records are created, invalid ones reported by
 * index (not all-or-nothing). Exactly-once under retry: with an
 * Idempotency-Key, record i gets the id bulkRecordId(workspace, key, i), so a
 * retry finds the records an earlier attempt stored and stores none twice;
 * the batch document (written after the records, id from the key) carries
 * the contact.bulk_created event(s), so they are queued exactly once, by
 * whichever attempt first gets that far.
 */
export function createContactsBulkHandlers(deps: ContactsBulkHandlerDeps): Record<'BulkCreateContacts', Handler> {
  const makeId = deps.newId ?? newId;

  /**
   * A key reused for a different batch (the gateway's entry gone) is refused
   * before anything is written: the batch document, or any record at this
   * call's indexes, stored for another request under the key.
   */
  async function refuseReusedKey(workspaceId: string, batchId: string, recordIds: string[], stamp: KeyStamp): Promise<void> {
    const [batch, records] = await Promise.all([deps.bulk.storedForOtherRequest(workspaceId, batchId, stamp), deps.contacts.storedForOtherRequest(workspaceId, recordIds, stamp)]);
    if (batch || records) throw reusedKeyConflict();
  }
  return {
    async BulkCreateContacts(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const key = call.idempotencyKey;
      const items = parseBulkItems(parseBodyJson(call.bodyJson), { max: BULK_MAX, key: 'contacts' });
      const { accepted, errors } = partitionItems(items, (item) => parseCreateContact(item));
      if (accepted.length === 0) throw nothingValid(errors);

      const idOf = bulkIdFactory(call.workspaceId, key, makeId);
      const batchId = key === undefined ? makeId() : bulkRecordId(call.workspaceId, key, BATCH_INDEX);
      const stamp = keyedApiCreate(call, 'BulkCreateContacts')?.stamp;
      if (stamp) await refuseReusedKey(call.workspaceId, batchId, items.map((_, index) => idOf(index)), stamp);
      const now = deps.clock.now();
      const states = accepted.map(({ index, value }) => newContactState(value, idOf(index), now));
      const stored = await deps.contacts.insertManyOnce(call.workspaceId, states, stamp);
      const views = stored.map(toContactView);

      const written = await deps.bulk.recordBatch(
        call.workspaceId,
        batchId,
        views.map((v) => v.id),
        now.toISOString(),
        contactsBulkCreated(call, deps.clock, views),
        stamp,
      );
      if (written) deps.afterWrite();

      const result: BulkCreateResult = {
        created: accepted.map(({ index }, i) => ({ index, id: views[i]?.id ?? '' })),
        errors,
        count: accepted.length,
      };
      return reply(result, { created: true, audit: { action: 'create', resource_type: 'contacts', resource_id: '', diff_json: '' } });
    },
  };
}
