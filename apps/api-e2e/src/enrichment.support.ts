// Shared by the enrichment end-to-end specs: a workspace with credits, the
// provider-sim's enrichment controls (deterministic people, faults, the count
// of vendor calls) and readers of the balance and the ledger.
import { createTestWorkspace, type ApiClient, type Stack } from '@wbk/testing';

export interface EnrichmentWorkspace {
  id: string;
  api: ApiClient;
}

export async function enrichmentWorkspace(stack: Stack, credits: number): Promise<EnrichmentWorkspace> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org', credits }, { full: ['read', 'write', 'assistant'] });
  return { id: workspace.id, api: stack.api(workspace.keys.full) };
}

/** Letters only, so a title made of it survives the assistant's parsing. */
export function aNonce(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export interface SimPersonInput {
  email: string;
  first_name: string;
  last_name: string;
  job_title: string;
  company_domain: string;
  company_name?: string;
  vendors: { vendor_a?: number | null; vendor_b?: number | null };
}

export type SimVendor = 'vendor_a' | 'vendor_b' | 'prospector';

/** provider-sim's enrichment controls (SIM-ENRICH-API wire contract). */
export class SimEnrichment {
  constructor(private readonly base: string) {}

  static of(stack: Stack): SimEnrichment {
    return new SimEnrichment(stack.addresses['provider-sim']!.replace(/\/+$/, ''));
  }

  /** A person only the named vendors know, with their confidences; searchable by the prospector. */
  async addPerson(input: SimPersonInput): Promise<{ member_id: string }> {
    return this.post('/control/enrichment/people', input) as Promise<{ member_id: string }>;
  }

  async faults(vendor: SimVendor, faults: { fail_rate?: number | null; delay_ms?: number | null; rate_limit_per_second?: number | null }): Promise<void> {
    await this.post('/control/enrichment/faults', { vendor, ...faults });
  }

  async calls(): Promise<Record<SimVendor, number>> {
    const response = await fetch(`${this.base}/control/enrichment/calls`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<SimVendor, number>;
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${this.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`sim ${path} answered ${response.status}: ${text}`);
    return text === '' ? {} : (JSON.parse(text) as unknown);
  }
}

/** A person both vendors know (vendor_a above the default floor), at a company of their own. */
export function aKnownPerson(nonce: string, vendors: SimPersonInput['vendors'] = { vendor_a: 0.9, vendor_b: 0.8 }): SimPersonInput {
  return {
    email: `jane.${nonce}@${nonce}-llp.example`,
    first_name: 'Jane',
    last_name: `Doe${nonce}`,
    job_title: `Litigation Partner ${nonce}`,
    company_domain: `${nonce}-llp.example`,
    company_name: `Hartley ${nonce} LLP`,
    vendors,
  };
}

export async function balanceOf(api: ApiClient): Promise<number> {
  const response = await api.get('/v1/settings');
  expect(response.status).toBe(200);
  return (response.body.data as { billing: { credits_balance: number } }).billing.credits_balance;
}

export interface LedgerEntry {
  id: string;
  amount: number;
  reason: string;
  request_id: string | null;
  balance_after: number;
  created_at: string;
}

export async function ledgerOf(api: ApiClient, perPage = 100): Promise<{ entries: LedgerEntry[]; total: number }> {
  const response = await api.get(`/v1/credits/ledger?per_page=${perPage}`);
  expect(response.status).toBe(200);
  return { entries: response.body.data as LedgerEntry[], total: (response.body.meta as { total: number }).total };
}

/** The charges (not the opening adjustment) in the ledger. */
export async function chargesOf(api: ApiClient): Promise<LedgerEntry[]> {
  return (await ledgerOf(api)).entries.filter((entry) => entry.reason !== 'adjustment');
}
