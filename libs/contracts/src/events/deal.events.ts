import { z } from 'zod';
import { dealRecord } from '../crm/deal.schemas';
import { eventCount, fieldChanges } from './change-set';
import type { EventType } from './event-catalog';

export const DEAL_EVENT_PAYLOADS = {
  'deal.created': z.strictObject({ deal: dealRecord }),
  'deal.updated': z.strictObject({ deal: dealRecord, changes: fieldChanges }),
  'deal.deleted': z.strictObject({ deal: dealRecord }),
  'deal.bulk_created': z.strictObject({ deals: z.array(dealRecord), count: eventCount }),
  'deal.bulk_updated': z.strictObject({
    deals: z.array(dealRecord),
    count: eventCount,
    changes: z.record(z.string(), fieldChanges).meta({ description: 'By deal id: each changed field with its previous value.' }),
  }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
