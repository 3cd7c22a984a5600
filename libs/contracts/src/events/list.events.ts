import { z } from 'zod';
import { listRecord } from '../crm/list.schemas';
import { uuid } from '../http/schemas';
import { eventCount } from './change-set';
import type { EventType } from './event-catalog';

/**
 * Membership events carry exactly the contacts that joined or left (not the
 * ids that already were members, or never were) plus `count`, as bulk events do.
 */
const membershipChange = (verb: string) =>
  z.strictObject({
    list_id: uuid,
    contact_ids: z.array(uuid).meta({ description: `The contacts that ${verb}.` }),
    count: eventCount,
  });

export const LIST_EVENT_PAYLOADS = {
  'list.created': z.strictObject({ list: listRecord }),
  'list.deleted': z.strictObject({ list: listRecord }),
  'list.contacts_added': membershipChange('joined the list'),
  'list.contacts_removed': membershipChange('left the list'),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
