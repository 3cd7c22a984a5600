import type { EnrichmentDataset } from './enrichment-dataset';
import { companyDescription, companyLinkedinUrl, phoneOf, type CompanyRecord, type Coverage, type PersonRecord } from './enrichment-records';
import { LOCATIONS, TITLES, type Department, type Seniority } from './enrichment-vocabulary';
import { hash32, hex8 } from './seeded-random';
import { SimError } from './sim-answer';

/** A person a test adds through the control API (lowercase email and domain). */
export interface AddedPersonInput {
  email: string;
  first_name: string;
  last_name: string;
  job_title: string;
  company_domain: string;
  company_name?: string | undefined;
  vendors: { vendor_a?: number | null | undefined; vendor_b?: number | null | undefined };
  location?: string | undefined;
  phone?: string | null | undefined;
  seniority?: Seniority | undefined;
  department?: Department | undefined;
}

/** Added people stay few (tests); the bound keeps a runaway test from growing the sim without end. */
export const MAX_ADDED_PEOPLE = 10_000;

/** Words in a title that say its rank, checked in this order when the title is not one of the dataset's. */
const SENIORITY_WORDS: ReadonlyArray<[RegExp, Seniority]> = [
  [/\b(owner|founder)\b/i, 'owner'],
  [/\bpartner\b/i, 'partner'],
  [/\b(chief|general counsel|ceo|cfo|coo|cto|clo)\b/i, 'cxo'],
  [/\b(vp|vice president)\b/i, 'vp'],
  [/\b(director|head of)\b/i, 'director'],
  [/\bmanager\b/i, 'manager'],
  [/\b(senior|lead|principal)\b/i, 'senior'],
];

/** FNV-1a over a string, with a seed, for ids of added records. */
function stringHash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash32(h, text.length, seed);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The dataset plus the people tests add. An added person shadows nothing: an
 * email that belongs to the dataset is refused, so lookups and the prospector
 * never see two people with one email. For an added person the vendor's number
 * is its confidence for the person and, in email lookups, for the company too.
 */
export class EnrichmentDirectory {
  private readonly addedByEmail = new Map<string, PersonRecord>();
  private readonly addedByMemberId = new Map<string, PersonRecord>();
  private readonly addedCompanies = new Map<string, CompanyRecord>();
  /** Added people in member_id order, with the high 32 bits of each id for the prospector's merge. */
  private ordered: { person: PersonRecord; idHigh: number }[] = [];

  constructor(readonly dataset: EnrichmentDataset) {}

  add(input: AddedPersonInput): PersonRecord {
    if (this.addedByEmail.size >= MAX_ADDED_PEOPLE && !this.addedByEmail.has(input.email)) {
      throw new SimError(409, 'conflict', `at most ${MAX_ADDED_PEOPLE} people can be added; POST /control/enrichment/reset first`);
    }
    if (this.dataset.indexOfEmail(input.email) >= 0) throw new SimError(409, 'conflict', `${input.email} belongs to a dataset person; add people under another email or domain`);
    const coverage: Coverage = { vendor_a: input.vendors.vendor_a ?? null, vendor_b: input.vendors.vendor_b ?? null };
    const seed = this.dataset.seed;
    const location = input.location ?? LOCATIONS[stringHash(input.email, seed) % LOCATIONS.length]!.name;
    const known = TITLES.find((entry) => entry.title.toLowerCase() === input.job_title.toLowerCase());
    const company = { ...this.companyFor(input, coverage, location), coverage };
    const memberId = `mem_${hex8(stringHash(input.email, seed))}${hex8(stringHash(input.email, seed + 1))}`;
    const callingCode = LOCATIONS.find((entry) => entry.name === location)?.callingCode ?? '44';
    const person: PersonRecord = {
      member_id: memberId,
      first_name: input.first_name,
      last_name: input.last_name,
      full_name: `${input.first_name} ${input.last_name}`,
      job_title: input.job_title,
      seniority: input.seniority ?? known?.seniority ?? SENIORITY_WORDS.find(([words]) => words.test(input.job_title))?.[1] ?? 'entry',
      department: input.department ?? known?.department ?? 'legal',
      location,
      linkedin_url: `https://www.linkedin.com/in/${slug(`${input.first_name}-${input.last_name}`)}-${memberId.slice(4, 10)}`,
      email: input.email,
      phone: input.phone === undefined ? phoneOf(callingCode, stringHash(input.email, seed + 2)) : input.phone,
      social: null,
      company,
      coverage,
    };
    this.addedByEmail.set(input.email, person);
    this.addedByMemberId.set(memberId, person);
    this.place(person);
    return person;
  }

  /** Into the member_id order by binary search; a repeat of an email (the same member_id) takes its old place. */
  private place(person: PersonRecord): void {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.ordered[mid]!.person.member_id < person.member_id) low = mid + 1;
      else high = mid;
    }
    const entry = { person, idHigh: Number.parseInt(person.member_id.slice(4, 12), 16) };
    this.ordered.splice(low, this.ordered[low]?.person.member_id === person.member_id ? 1 : 0, entry);
  }

  /** A dataset company keeps its own data; a new domain becomes a company known to the vendors its added people name. */
  private companyFor(input: AddedPersonInput, coverage: Coverage, location: string): CompanyRecord {
    const index = this.dataset.indexOfDomain(input.company_domain);
    if (index >= 0) return this.dataset.company(index);
    const existing = this.addedCompanies.get(input.company_domain);
    if (existing !== undefined) {
      if (coverage.vendor_a !== null) existing.coverage.vendor_a = coverage.vendor_a;
      if (coverage.vendor_b !== null) existing.coverage.vendor_b = coverage.vendor_b;
      return existing;
    }
    const label = input.company_domain.split('.')[0] ?? input.company_domain;
    const name = input.company_name ?? label.charAt(0).toUpperCase() + label.slice(1);
    const seed = this.dataset.seed;
    const company: CompanyRecord = {
      company_id: `com_${hex8(stringHash(input.company_domain, seed))}${hex8(stringHash(input.company_domain, seed + 1))}`,
      name,
      domain: input.company_domain,
      industry: 'legal services',
      size: '11-50',
      founded_year: 1950 + (stringHash(input.company_domain, seed + 2) % 75),
      description: companyDescription(name, 'legal services', '11-50', location),
      linkedin_url: companyLinkedinUrl(input.company_domain),
      hq_location: location,
      coverage: { ...coverage },
    };
    this.addedCompanies.set(input.company_domain, company);
    return company;
  }

  personByEmail(email: string): PersonRecord | null {
    const added = this.addedByEmail.get(email);
    if (added !== undefined) return added;
    const index = this.dataset.indexOfEmail(email);
    return index < 0 ? null : this.dataset.person(index);
  }

  companyByDomain(domain: string): CompanyRecord | null {
    const index = this.dataset.indexOfDomain(domain);
    if (index >= 0) return this.dataset.company(index);
    return this.addedCompanies.get(domain) ?? null;
  }

  personByMemberId(memberId: string): PersonRecord | null {
    const added = this.addedByMemberId.get(memberId);
    if (added !== undefined) return added;
    const index = this.dataset.indexOfMemberId(memberId);
    return index < 0 ? null : this.dataset.person(index);
  }

  addedInOrder(): ReadonlyArray<{ person: PersonRecord; idHigh: number }> {
    return this.ordered;
  }

  reset(): void {
    this.addedByEmail.clear();
    this.addedByMemberId.clear();
    this.addedCompanies.clear();
    this.ordered = [];
  }
}
