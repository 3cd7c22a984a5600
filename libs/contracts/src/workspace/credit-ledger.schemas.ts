import { z } from 'zod';
import { pageQuery, timestamp, uuid } from '../http/schemas';

/**
 * The credit ledger, kept with billing in the workspace service (docs/decisions.md
 * "Enrichment and credits"): one entry per change of the balance, newest first.
 */
export const CREDIT_REASONS = ['enrichment_lookup', 'contact_enrichment', 'prospect_reveal', 'adjustment'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
export const CREDIT_LEDGER_PAGE_LIMITS = { defaultPerPage: 25, maxPerPage: 100 } as const;

export const creditLedgerQuery = z.strictObject({ ...pageQuery(CREDIT_LEDGER_PAGE_LIMITS) });

export const creditLedgerEntry = z
  .strictObject({
    id: uuid,
    amount: z.number().int().meta({ description: 'The change of the balance: -1 for a charged lookup; an operator adjustment may be positive.' }),
    reason: z.enum(CREDIT_REASONS),
    request_id: z.string().nullable().meta({ description: 'The API request that was charged (the `X-Request-Id` it answered with).' }),
    balance_after: z.number().int().min(0).meta({ description: 'The balance once this entry applied.' }),
    created_at: timestamp,
  })
  .meta({ id: 'CreditLedgerEntry' });
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntry>;
