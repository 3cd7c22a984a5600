import { z } from 'zod';
import { companyRecord } from '../crm/company.schemas';
import { fieldChanges } from './change-set';
import type { EventType } from './event-catalog';

/** `company` is the full read shape (GET /v1/companies/{id}), not the four fields PATCH answers. */
export const COMPANY_EVENT_PAYLOADS = {
  'company.created': z.strictObject({ company: companyRecord }),
  'company.updated': z.strictObject({ company: companyRecord, changes: fieldChanges }),
  'company.deleted': z.strictObject({ company: companyRecord }),
} as const satisfies Partial<Record<EventType, z.ZodType>>;
