import { bodyError, validationError } from '@wbk/platform';
import { DEAL_DEFAULTS, DEAL_READ_ONLY_FIELDS, DEAL_WRITABLE_FIELDS, dealBulkUpdateItem, dealCreateBody, dealUpdateBody, isPlainObject, parseBody, type DealInput } from '@wbk/contracts';

/**
 * The deal body rules beyond its shape: the shape itself is the public
 * contract's (`dealCreateBody`, `dealUpdateBody` in libs/contracts), parsed
 * here with the same schemas the OpenAPI document shows.
 */
export {
  DEAL_LIMITS,
  DEAL_PRIORITIES,
  DEAL_STATUSES,
  DEAL_WRITABLE_FIELDS,
  isCurrencyCode,
  isIsoDate,
  type DealField,
  type DealInput,
  type DealPriority,
  type DealStatus,
} from '@wbk/contracts';

export const DEFAULT_STAGE = DEAL_DEFAULTS.stage;
export const DEFAULT_PIPELINE = DEAL_DEFAULTS.pipeline;
export const DEFAULT_CURRENCY = DEAL_DEFAULTS.currency;

const READ_ONLY: ReadonlySet<string> = new Set(DEAL_READ_ONLY_FIELDS);
const AT_LEAST_ONE_FIELD = `at least one field is required: ${DEAL_WRITABLE_FIELDS.join(', ')}`;

/** A missing name is reported together with every other bad field, so one round trip shows all problems. */
export function parseCreateDeal(body: unknown): DealInput {
  return parseBody(dealCreateBody, body, { readOnlyFields: READ_ONLY });
}

export function parsePatchDeal(body: unknown): DealInput {
  const input = parseBody(dealUpdateBody, body, { readOnlyFields: READ_ONLY });
  if (Object.keys(input).length === 0) throw bodyError(AT_LEAST_ONE_FIELD);
  return input;
}

export interface DealPatchItem {
  id: string;
  patch: DealInput;
}

/** One record of PATCH /v1/deals/bulk: `id` plus the fields of PATCH /v1/deals/{id}. */
export function parseBulkPatchItem(item: unknown): DealPatchItem {
  if (!isPlainObject(item)) throw validationError([{ field: 'body', message: 'must be a JSON object with an "id" and the fields to change' }]);
  const { id, ...patch } = parseBody(dealBulkUpdateItem, item);
  if (Object.keys(patch).length === 0) throw bodyError(AT_LEAST_ONE_FIELD);
  return { id, patch };
}
