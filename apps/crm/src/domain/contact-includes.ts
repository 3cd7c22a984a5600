import type { ContactDealSummary, ContactNoteSummary, ContactTaskSummary } from '@wbk/contracts';

/**
 * Shapes embedded in GET /v1/contacts/{id} with `include` (the getContact
 * operation): the contract's summaries, each exactly the fields the contract
 * lists, null when unknown.
 */
export const INCLUDE_LIMIT = 3;

export type NoteSummary = ContactNoteSummary;
export type TaskSummary = ContactTaskSummary;
export type DealSummary = ContactDealSummary;

/** Task statuses that are finished; every other status counts as open. */
export const CLOSED_TASK_STATUSES = ['completed', 'cancelled', 'canceled', 'done'] as const;

/** Deals still in play: the ones a mailbox message is linked to (the contact's `open_deals` include lists every status: docs/decisions.md "Drift from the spec closed"). */
export const OPEN_DEAL_STATUS = 'open';
