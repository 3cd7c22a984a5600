import { validationError, type FieldIssue } from '@wbk/platform';
import type { DealInput } from '../domain/deal.schema';
import type { DealRepository } from '../store/deal.repository';

export const UNKNOWN_CONTACT_MESSAGE = 'must be the id of a contact in this workspace';

/** main_contact_id, when set, must name a live contact of the workspace (docs/decisions.md). */
export async function checkMainContact(deals: DealRepository, workspaceId: string, input: DealInput): Promise<void> {
  const contactId = input.main_contact_id;
  if (contactId === undefined || contactId === null) return;
  const live = await deals.liveContactIds(workspaceId, [contactId]);
  if (!live.has(contactId)) throw validationError([{ field: 'main_contact_id', message: UNKNOWN_CONTACT_MESSAGE }]);
}

/** Per-record form of the same check for bulk calls: index -> issue. */
export async function unknownMainContacts(deals: DealRepository, workspaceId: string, inputs: Array<{ index: number; value: DealInput }>): Promise<Array<{ index: number; errors: FieldIssue[] }>> {
  const ids = inputs.map((i) => i.value.main_contact_id).filter((id): id is string => typeof id === 'string');
  const live = await deals.liveContactIds(workspaceId, ids);
  return inputs
    .filter((i) => typeof i.value.main_contact_id === 'string' && !live.has(i.value.main_contact_id))
    .map((i) => ({ index: i.index, errors: [{ field: 'main_contact_id', message: UNKNOWN_CONTACT_MESSAGE }] }));
}
