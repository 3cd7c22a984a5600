import type { EnrichmentDirectory } from './enrichment-directory';
import type { CompanyRecord, PersonRecord } from './enrichment-records';
import type { EnrichmentVendor } from './enrichment-vocabulary';

/** Every simulated data vendor: the two enrichment vendors and the prospector. */
export const DATA_VENDORS = ['vendor_a', 'vendor_b', 'prospector'] as const;
export type DataVendor = (typeof DATA_VENDORS)[number];

export const LOOKUP_PARTS = ['person', 'company', 'social'] as const;
export type LookupPart = (typeof LOOKUP_PARTS)[number];
export const MAX_VENDOR_DELAY_MS = 30_000;

export interface VendorFaults {
  /** Share of calls answered 503 vendor_unavailable. */
  failRate: number;
  /** Added to every answer. */
  delayMs: number;
  /** Calls per second (token bucket); null: no limit. */
  ratePerSecond: number | null;
}

/** A change through the control API: absent keeps the value, null goes back to the default. */
export interface VendorFaultChange {
  fail_rate?: number | null | undefined;
  delay_ms?: number | null | undefined;
  rate_limit_per_second?: number | null | undefined;
}

const DEFAULT_FAULTS: VendorFaults = { failRate: 0, delayMs: 0, ratePerSecond: null };

/** Per-vendor faults and the count of calls each vendor received (the control API reads and resets both). */
export class VendorControls {
  private readonly faults = new Map<DataVendor, VendorFaults>();
  private readonly calls = new Map<DataVendor, number>();

  change(vendor: DataVendor, change: VendorFaultChange): VendorFaults {
    const next = { ...this.of(vendor) };
    if (change.fail_rate !== undefined) next.failRate = change.fail_rate ?? DEFAULT_FAULTS.failRate;
    if (change.delay_ms !== undefined) next.delayMs = change.delay_ms ?? DEFAULT_FAULTS.delayMs;
    if (change.rate_limit_per_second !== undefined) next.ratePerSecond = change.rate_limit_per_second ?? DEFAULT_FAULTS.ratePerSecond;
    this.faults.set(vendor, next);
    return next;
  }

  of(vendor: DataVendor): VendorFaults {
    return this.faults.get(vendor) ?? DEFAULT_FAULTS;
  }

  count(vendor: DataVendor): void {
    this.calls.set(vendor, (this.calls.get(vendor) ?? 0) + 1);
  }

  counts(): Record<DataVendor, number> {
    return { vendor_a: this.calls.get('vendor_a') ?? 0, vendor_b: this.calls.get('vendor_b') ?? 0, prospector: this.calls.get('prospector') ?? 0 };
  }

  reset(): void {
    this.faults.clear();
    this.calls.clear();
  }
}

export interface LookupRequest {
  /** Lowercase. */
  email?: string | undefined;
  /** Lowercase. */
  domain?: string | undefined;
  include: readonly LookupPart[];
}

export function personPart(person: PersonRecord) {
  const { full_name, first_name, last_name, job_title, seniority, location, linkedin_url } = person;
  return { full_name, first_name, last_name, job_title, seniority, location, linkedin_url };
}

export function companyPart(company: CompanyRecord) {
  const { name, domain, industry, size, founded_year, description, linkedin_url, hq_location } = company;
  return { name, domain, industry, size, founded_year, description, linkedin_url, hq_location };
}

/**
 * What one enrichment vendor answers. By email, the person is the main
 * record: a vendor that does not know the person has no match, even when it
 * knows the company (so an email no vendor knows is a miss everywhere). By
 * domain only, the company is the main record and person and social are null.
 * A match needs at least one included part filled.
 */
export function vendorLookup(directory: EnrichmentDirectory, vendor: EnrichmentVendor, request: LookupRequest): Record<string, unknown> {
  const wants = (part: LookupPart) => request.include.includes(part);
  if (request.email !== undefined) {
    const person = directory.personByEmail(request.email);
    const confidence = person?.coverage[vendor] ?? null;
    if (person === null || confidence === null) return { match: false };
    const companyKnown = person.company.coverage[vendor] !== null;
    const answer = {
      match: true,
      confidence,
      person: wants('person') ? personPart(person) : null,
      company: wants('company') && companyKnown ? companyPart(person.company) : null,
      social: wants('social') && person.social !== null ? { ...person.social } : null,
    };
    return answer.person === null && answer.company === null && answer.social === null ? { match: false } : answer;
  }
  const company = request.domain === undefined ? null : directory.companyByDomain(request.domain);
  const confidence = company?.coverage[vendor] ?? null;
  if (company === null || confidence === null || !wants('company')) return { match: false };
  return { match: true, confidence, person: null, company: companyPart(company), social: null };
}

/** The prospector's reveal: contact details and full records, or null for an unknown member_id. */
export function revealProspect(directory: EnrichmentDirectory, memberId: string): Record<string, unknown> | null {
  const person = directory.personByMemberId(memberId);
  if (person === null) return null;
  return { member_id: person.member_id, email: person.email, phone: person.phone, person: personPart(person), company: companyPart(person.company) };
}
