import { dealRecord, type DealRecord } from '@wbk/contracts';
import { validationError } from '@wbk/platform';
import { deepEqual } from './contact-diff';
import { DEFAULT_CURRENCY, DEFAULT_PIPELINE, DEFAULT_STAGE, type DealInput, type DealStatus } from './deal.schema';

/** A deal as stored and as read (the contract's Deal; every field always present). */
export type DealView = DealRecord;

export const DEAL_VIEW_FIELDS = Object.keys(dealRecord.shape) as ReadonlyArray<keyof DealView>;

/** Plain fields copied from a create body or patch as given (null clears). */
const PLAIN_FIELDS = [
  'name',
  'stage',
  'status',
  'pipeline',
  'estimated_value',
  'currency',
  'main_contact_id',
  'owner_user_id',
  'priority',
  'matter_type',
  'related_company_id',
  'high_level_description',
  'next_follow_up_date',
  'fee_model',
  'probability',
] as const;

/** The UTC calendar day of `now` (closed_date is a calendar date, not an instant). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * closed_date follows status (docs/decisions.md "Deals and documents"): null while open; moving
 * open -> won|lost sets it to today (UTC) unless the request gives one; moving
 * back to open clears it; won <-> lost keeps the date already recorded. A date
 * on an open deal, or clearing it on a closed one, is refused.
 */
export function resolveClosedDate(prevStatus: DealStatus | null, prevClosed: string | null, nextStatus: DealStatus, given: string | null | undefined, now: Date): string | null {
  if (nextStatus === 'open') {
    if (typeof given === 'string') throw validationError([{ field: 'closed_date', message: 'must be null while status is open' }]);
    return null;
  }
  if (given === null) throw validationError([{ field: 'closed_date', message: `a ${nextStatus} deal has a closed_date; send a date or leave it out` }]);
  if (given !== undefined) return given;
  if (prevStatus === null || prevStatus === 'open' || prevClosed === null) return utcDay(now);
  return prevClosed;
}

export function newDeal(input: DealInput, id: string, now: Date): DealView {
  const at = now.toISOString();
  const status = input.status ?? 'open';
  return {
    id,
    name: input.name ?? '',
    stage: input.stage ?? DEFAULT_STAGE,
    status,
    pipeline: input.pipeline ?? DEFAULT_PIPELINE,
    estimated_value: input.estimated_value ?? null,
    currency: input.currency ?? DEFAULT_CURRENCY,
    main_contact_id: input.main_contact_id ?? null,
    owner_user_id: input.owner_user_id ?? null,
    priority: input.priority ?? null,
    matter_type: input.matter_type ?? null,
    tags: input.tags ?? [],
    related_company_id: input.related_company_id ?? null,
    high_level_description: input.high_level_description ?? null,
    next_follow_up_date: input.next_follow_up_date ?? null,
    fee_model: input.fee_model ?? null,
    probability: input.probability ?? null,
    closed_date: resolveClosedDate(null, null, status, input.closed_date, now),
    created_date: at,
    updated_date: at,
  };
}

/**
 * Applies a PATCH: only given fields change, null clears, tags are replaced.
 * updated_date is left to the caller, which bumps it only on a real change.
 */
export function applyDealPatch(deal: DealView, patch: DealInput, now: Date): DealView {
  const next: DealView = { ...deal };
  const record = next as unknown as Record<string, unknown>;
  for (const field of PLAIN_FIELDS) {
    const value = patch[field];
    if (value !== undefined) record[field] = value;
  }
  if (patch.tags !== undefined) next.tags = patch.tags ?? [];
  next.closed_date = resolveClosedDate(deal.status, deal.closed_date, next.status, patch.closed_date, now);
  return next;
}

export interface DealDiff {
  /** field -> previous value (event `changes`). */
  changes: Record<string, unknown>;
  /** field -> {from, to} (audit diff_json). */
  diff: Record<string, { from: unknown; to: unknown }>;
}

const IGNORED = new Set<string>(['id', 'created_date', 'updated_date']);

export function diffDeals(before: DealView, after: DealView): DealDiff {
  const changes: Record<string, unknown> = {};
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of DEAL_VIEW_FIELDS) {
    if (IGNORED.has(key) || deepEqual(before[key], after[key])) continue;
    changes[key] = before[key];
    diff[key] = { from: before[key], to: after[key] };
  }
  return { changes, diff };
}
