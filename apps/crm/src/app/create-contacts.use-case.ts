import type { BulkCreatedResult } from '@wbk/contracts';
import { AppError, newId, reusedKeyConflict, type FieldIssue, type KeyStamp } from '@wbk/platform';
import { bulkIdFactory, bulkRecordId, partitionItems, type BulkItemError } from '../domain/bulk';
import { newContactState, toContactView } from '../domain/contact';
import { parseCreateContact } from '../domain/contact.schema';
import { contactsBulkCreated } from '../events/contact-events';
import type { ContactBulkRepository } from '../store/contact-bulk.repository';
import type { ContactRepository } from '../store/contact.repository';
import { eventContextOf, type WriteDeps, type WriteScope } from './write-scope';

export interface CreateContactsDeps extends WriteDeps {
  contacts: ContactRepository;
  bulk: ContactBulkRepository;
}

/** The key a bulk call was made under, and its stamp (see keyedApiCreate); both absent without an Idempotency-Key. */
export interface BulkKey {
  key: string | undefined;
  stamp: KeyStamp | undefined;
}

/**
 * The batch document's id under an Idempotency-Key: record ids use indexes
 * 0..999, so -1 can never collide with one of them.
 */
const BATCH_INDEX = -1;

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
 * whichever attempt first gets that far. The 201 body is the contract's
 * BulkCreated (docs/decisions.md, "Bulk writes").
 */
export class CreateContacts {
  constructor(private readonly deps: CreateContactsDeps) {}

  async execute(scope: WriteScope, items: unknown[], { key, stamp }: BulkKey): Promise<BulkCreatedResult> {
    const { contacts, bulk, clock } = this.deps;
    const makeId = this.deps.newId ?? newId;
    const { accepted, errors } = partitionItems(items, (item) => parseCreateContact(item));
    if (accepted.length === 0) throw nothingValid(errors);

    const idOf = bulkIdFactory(scope.workspaceId, key, makeId);
    const batchId = key === undefined ? makeId() : bulkRecordId(scope.workspaceId, key, BATCH_INDEX);
    if (stamp) await this.refuseReusedKey(scope.workspaceId, batchId, items.map((_, index) => idOf(index)), stamp);
    const now = clock.now();
    const states = accepted.map(({ index, value }) => newContactState(value, idOf(index), now));
    const stored = await contacts.insertManyOnce(scope.workspaceId, states, stamp);
    const views = stored.map(toContactView);

    const written = await bulk.recordBatch(
      scope.workspaceId,
      batchId,
      views.map((v) => v.id),
      now.toISOString(),
      contactsBulkCreated(eventContextOf(scope, clock), views),
      stamp,
    );
    if (written) this.deps.afterWrite();

    return {
      created: accepted.map(({ index }, i) => ({ index, id: views[i]?.id ?? '' })),
      errors,
      count: accepted.length,
    };
  }

  /**
   * A key reused for a different batch (the gateway's entry gone) is refused
   * before anything is written: the batch document, or any record at this
   * call's indexes, stored for another request under the key.
   */
  private async refuseReusedKey(workspaceId: string, batchId: string, recordIds: string[], stamp: KeyStamp): Promise<void> {
    const [batch, records] = await Promise.all([this.deps.bulk.storedForOtherRequest(workspaceId, batchId, stamp), this.deps.contacts.storedForOtherRequest(workspaceId, recordIds, stamp)]);
    if (batch || records) throw reusedKeyConflict();
  }
}
