import { randomUUID } from 'node:crypto';
import type { ApiClient, Stack } from '@wbk/testing';

/**
 * Enrichment lookups with credits: each lookup asks for a person provider-sim
 * knows, so a successful one costs one credit. The ledger is then compared
 * with what the load was told.
 */

export interface CreditLookups {
  /** Lookups answered 200, by the request id the gateway echoed. */
  acknowledged: Set<string>;
  outcomes: Map<string, number>;
}

export interface CreditCounts {
  acknowledged: number;
  charged: number;
  /** Request ids charged more than once. */
  doubleCharged: number;
  /** 200 answers with no charge in the ledger. */
  unchargedAnswers: number;
  /** Charges for calls that got no 200 (a crash after the charge, before the answer). */
  chargedWithoutAnswer: number;
}

export const STARTING_CREDITS = 1_000_000;
const LEDGER_PAGE = 100;

function nonce(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function addSimPerson(simUrl: string, n: string): Promise<string> {
  const email = `chaos.${n}@${n}-llp.example`;
  const response = await fetch(`${simUrl}/control/enrichment/people`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, first_name: 'Chaos', last_name: `Doe${n}`, job_title: 'Partner', company_domain: `${n}-llp.example`, vendors: { vendor_a: 0.9, vendor_b: 0.8 } }),
  });
  if (response.status >= 300) throw new Error(`provider-sim refused a person: ${response.status} ${await response.text()}`);
  return email;
}

export function simUrlOf(stack: Stack): string {
  return stack.addresses['provider-sim']!.replace(/\/+$/, '');
}

/** One lookup of a fresh known person; no retry, so every charge belongs to exactly one call. */
export async function lookupStep(api: ApiClient, simUrl: string, lookups: CreditLookups): Promise<void> {
  const email = await addSimPerson(simUrl, nonce());
  const requestId = randomUUID();
  let label: string;
  try {
    const response = await api.request('POST', '/v1/email/enrich', { body: { email }, headers: { 'x-request-id': requestId } });
    label = String(response.status);
    if (response.status === 200) lookups.acknowledged.add(response.headers['x-request-id'] ?? requestId);
    // Past the plan's limit: wait as the answer says rather than spin on 429s (each one is an audit entry too).
    if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? '1') * 1_000));
  } catch {
    label = 'network';
  }
  lookups.outcomes.set(label, (lookups.outcomes.get(label) ?? 0) + 1);
}

interface LedgerEntry {
  amount: number;
  reason: string;
  request_id: string | null;
}

export async function checkCredits(api: ApiClient, lookups: CreditLookups): Promise<CreditCounts> {
  const charges = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const response = await api.get(`/v1/credits/ledger?per_page=${LEDGER_PAGE}&page=${page}`);
    if (response.status !== 200) throw new Error(`credits ledger page ${page} answered ${response.status}`);
    const entries = (response.body as { data: LedgerEntry[] }).data;
    for (const entry of entries) {
      if (entry.reason === 'adjustment' || entry.amount >= 0 || entry.request_id === null) continue;
      charges.set(entry.request_id, (charges.get(entry.request_id) ?? 0) + 1);
    }
    if (entries.length < LEDGER_PAGE) break;
  }
  let charged = 0;
  let doubleCharged = 0;
  let chargedWithoutAnswer = 0;
  for (const [requestId, count] of charges) {
    charged += count;
    if (count > 1) doubleCharged += 1;
    if (!lookups.acknowledged.has(requestId)) chargedWithoutAnswer += 1;
  }
  const unchargedAnswers = [...lookups.acknowledged].filter((id) => !charges.has(id)).length;
  return { acknowledged: lookups.acknowledged.size, charged, doubleCharged, unchargedAnswers, chargedWithoutAnswer };
}
