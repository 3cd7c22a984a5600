import {
  FIRST_NAMES,
  HEADCOUNT_RANGES,
  INDUSTRIES,
  LAST_NAMES,
  LOCATIONS,
  OTHER_KINDS,
  OTHER_WORDS,
  TECH_PREFIXES,
  TECH_SUFFIXES,
  TECH_TAILS,
  TITLES,
} from './enrichment-vocabulary';
import { companyDescription, companyLinkedinUrl, confidenceOf, phoneOf, type CompanyRecord, type PersonRecord } from './enrichment-records';
import { cumulativeWeights, hash32, hex8, mulberry32, pickWeighted } from './seeded-random';

/** Shares of records each vendor knows, drawn independently, so coverage overlaps and some people have no vendor. */
export const COVERAGE_SHARES = {
  person: { vendor_a: 0.6, vendor_b: 0.65 },
  company: { vendor_a: 0.7, vendor_b: 0.6 },
} as const;
export const PEOPLE_PER_COMPANY = 20;
/** Ids are sorted through a float key of id * 2^20 + index, which stays exact below 2^53. */
export const MAX_DATASET_PEOPLE = 1 << 20;
const INDEX_BITS = 2 ** 20;

const EMAIL_SHARE = 0.85;
const PHONE_SHARE = 0.55;
const TWITTER_SHARE = 0.35;
const GITHUB_SHARE = 0.2;
/** Most people work where their company is based. */
const HQ_LOCATION_SHARE = 0.7;

const FLAG_EMAIL = 1;
const FLAG_PHONE = 2;
const FLAG_TWITTER = 4;
const FLAG_GITHUB = 8;

const SALT = { memberId: 1, memberIdLow: 2, companyId: 3, companyIdLow: 4, phone: 5, handle: 6 } as const;

const TITLE_WEIGHTS = cumulativeWeights(TITLES.map((entry) => entry.weight));
const LOCATION_WEIGHTS = cumulativeWeights(LOCATIONS.map((entry) => entry.weight));
const INDUSTRY_WEIGHTS = cumulativeWeights(INDUSTRIES.map((entry) => entry.weight));
const FIRST_INDEX = new Map(FIRST_NAMES.map((name, i) => [name.toLowerCase(), i]));
const LAST_INDEX = new Map(LAST_NAMES.map((name, i) => [name.toLowerCase(), i]));
const NAME_PAIRS = FIRST_NAMES.length * LAST_NAMES.length;

/** People as columns of small indexes into the vocabulary (a few bytes each); records are built when asked for. */
export interface PeopleColumns {
  first: Uint8Array;
  last: Uint8Array;
  title: Uint8Array;
  location: Uint8Array;
  company: Uint32Array;
  flags: Uint8Array;
  /** Confidence in hundredths; 0 = the vendor does not know the person. */
  vendorA: Uint8Array;
  vendorB: Uint8Array;
  /** People indexes in member_id order (the prospector's order). */
  order: Uint32Array;
  /** The high 32 bits of each member_id, in member_id order (unique: see hash32). */
  orderedIdHigh: Uint32Array;
}

export interface CompanyColumns {
  names: string[];
  domains: string[];
  industry: Uint8Array;
  size: Uint8Array;
  founded: Uint16Array;
  hq: Uint8Array;
  vendorA: Uint8Array;
  vendorB: Uint8Array;
  /** People of company c are the indexes start[c] .. start[c + 1] - 1. */
  start: Uint32Array;
}

function confidenceDraw(random: () => number, share: number): number {
  if (random() >= share) return 0;
  // Skewed towards high confidence, as vendors report it.
  return 30 + Math.floor(random() ** 0.6 * 70);
}

function companyName(industry: string, random: () => number): string {
  const last = () => LAST_NAMES[Math.floor(random() * LAST_NAMES.length)] ?? 'Smith';
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  if (industry === 'law practice') return pick([`${last()} & ${last()} LLP`, `${last()} ${last()} Solicitors`, `${last()} Law`]);
  if (industry === 'legal services') return pick([`${last()} Legal Services`, `${last()} & Co Legal`, `${pick(OTHER_WORDS)} Legal`]);
  if (industry === 'legaltech') return `${pick(TECH_PREFIXES)}${pick(TECH_SUFFIXES)}${pick(TECH_TAILS)}`;
  return `${random() < 0.5 ? pick(OTHER_WORDS) : last()} ${pick(OTHER_KINDS[industry] ?? ['Group'])}`;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sizeIndexOf(people: number, random: () => number): number {
  const bucket = people <= 10 ? 0 : people <= 50 ? 1 : people <= 200 ? 2 : 3;
  // The dataset holds a sample of each company's staff, so the real headcount is often larger.
  return Math.min(HEADCOUNT_RANGES.length - 1, bucket + Math.floor(random() ** 1.5 * 5));
}

/**
 * The seeded, deterministic people and companies behind vendor_a, vendor_b and
 * the prospector: the same seed and size give the same data, byte for byte.
 * About PEOPLE_PER_COMPANY people per company, a few large companies and many small ones.
 */
export class EnrichmentDataset {
  readonly people: PeopleColumns;
  readonly companies: CompanyColumns;
  readonly companyCount: number;
  private readonly domainIndex = new Map<string, number>();

  constructor(
    readonly seed: number,
    readonly peopleCount: number,
  ) {
    if (!Number.isInteger(peopleCount) || peopleCount < 0 || peopleCount > MAX_DATASET_PEOPLE) throw new RangeError(`people must be a whole number from 0 to ${MAX_DATASET_PEOPLE}`);
    const random = mulberry32(seed);
    this.companyCount = Math.max(1, Math.ceil(peopleCount / PEOPLE_PER_COMPANY));
    this.companies = this.generateCompanies(random);
    this.people = this.generatePeople(random);
  }

  private generateCompanies(random: () => number): CompanyColumns {
    const count = this.companyCount;
    const headcounts = new Uint32Array(count);
    // r^1.5 (as r * sqrt r, cheaper than **): a few large companies, many small ones.
    for (let i = 0; i < this.peopleCount; i++) {
      const r = random();
      headcounts[Math.floor(count * r * Math.sqrt(r))]! += 1;
    }
    /** The next free suffix per slug, so a common name costs one step, not one per earlier namesake. */
    const nextSuffix = new Map<string, number>();
    const columns: CompanyColumns = {
      names: new Array<string>(count),
      domains: new Array<string>(count),
      industry: new Uint8Array(count),
      size: new Uint8Array(count),
      founded: new Uint16Array(count),
      hq: new Uint8Array(count),
      vendorA: new Uint8Array(count),
      vendorB: new Uint8Array(count),
      start: new Uint32Array(count + 1),
    };
    for (let c = 0; c < count; c++) {
      const industryIndex = pickWeighted(INDUSTRY_WEIGHTS, random());
      const industry = INDUSTRIES[industryIndex]!;
      const name = companyName(industry.name, random);
      const slug = slugOf(name);
      let suffix = nextSuffix.get(slug) ?? 1;
      let domain = suffix === 1 ? `${slug}.example` : `${slug}-${suffix}.example`;
      // A name like "lex-2" can already hold the domain another name's suffix would make.
      while (this.domainIndex.has(domain)) domain = `${slug}-${(suffix += 1)}.example`;
      nextSuffix.set(slug, suffix + 1);
      this.domainIndex.set(domain, c);
      columns.names[c] = name;
      columns.domains[c] = domain;
      columns.industry[c] = industryIndex;
      columns.size[c] = sizeIndexOf(headcounts[c]!, random);
      columns.founded[c] = industry.foundedFrom + Math.floor(random() * (2025 - industry.foundedFrom));
      columns.hq[c] = pickWeighted(LOCATION_WEIGHTS, random());
      columns.vendorA[c] = confidenceDraw(random, COVERAGE_SHARES.company.vendor_a);
      columns.vendorB[c] = confidenceDraw(random, COVERAGE_SHARES.company.vendor_b);
      columns.start[c + 1] = columns.start[c]! + headcounts[c]!;
    }
    return columns;
  }

  private generatePeople(random: () => number): PeopleColumns {
    const n = this.peopleCount;
    const people: PeopleColumns = {
      first: new Uint8Array(n),
      last: new Uint8Array(n),
      title: new Uint8Array(n),
      location: new Uint8Array(n),
      company: new Uint32Array(n),
      flags: new Uint8Array(n),
      vendorA: new Uint8Array(n),
      vendorB: new Uint8Array(n),
      order: new Uint32Array(n),
      orderedIdHigh: new Uint32Array(n),
    };
    const usedNames = new Set<number>();
    for (let c = 0; c < this.companyCount; c++) {
      usedNames.clear();
      for (let i = this.companies.start[c]!; i < this.companies.start[c + 1]!; i++) {
        // first.last@domain must be unique: a name pair taken in this company moves to the next free one.
        let pair = Math.floor(random() * NAME_PAIRS);
        while (usedNames.has(pair)) pair = (pair + 1) % NAME_PAIRS;
        usedNames.add(pair);
        people.first[i] = Math.floor(pair / LAST_NAMES.length);
        people.last[i] = pair % LAST_NAMES.length;
        people.title[i] = pickWeighted(TITLE_WEIGHTS, random());
        people.location[i] = random() < HQ_LOCATION_SHARE ? this.companies.hq[c]! : pickWeighted(LOCATION_WEIGHTS, random());
        people.company[i] = c;
        people.flags[i] =
          (random() < EMAIL_SHARE ? FLAG_EMAIL : 0) | (random() < PHONE_SHARE ? FLAG_PHONE : 0) | (random() < TWITTER_SHARE ? FLAG_TWITTER : 0) | (random() < GITHUB_SHARE ? FLAG_GITHUB : 0);
        people.vendorA[i] = confidenceDraw(random, COVERAGE_SHARES.person.vendor_a);
        people.vendorB[i] = confidenceDraw(random, COVERAGE_SHARES.person.vendor_b);
      }
    }
    // One numeric sort at start; searches then walk `order` and never sort.
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = hash32(this.seed, i, SALT.memberId) * INDEX_BITS + i;
    keys.sort();
    for (let k = 0; k < n; k++) {
      const index = keys[k]! % INDEX_BITS;
      people.order[k] = index;
      people.orderedIdHigh[k] = (keys[k]! - index) / INDEX_BITS;
    }
    return people;
  }

  memberIdOf(index: number): string {
    return `mem_${hex8(hash32(this.seed, index, SALT.memberId))}${hex8(hash32(this.seed, index, SALT.memberIdLow))}`;
  }

  /** The person index for a member_id, or -1 (binary search over the ordered ids). */
  indexOfMemberId(memberId: string): number {
    if (!/^mem_[0-9a-f]{16}$/.test(memberId)) return -1;
    const high = Number.parseInt(memberId.slice(4, 12), 16);
    const ids = this.people.orderedIdHigh;
    let low = 0;
    let top = ids.length;
    while (low < top) {
      const mid = (low + top) >>> 1;
      if (ids[mid]! < high) low = mid + 1;
      else top = mid;
    }
    if (low >= ids.length || ids[low] !== high) return -1;
    const index = this.people.order[low]!;
    return this.memberIdOf(index) === memberId ? index : -1;
  }

  /** The company index for a domain (lowercase), or -1. */
  indexOfDomain(domain: string): number {
    return this.domainIndex.get(domain) ?? -1;
  }

  /** The person index for an email (lowercase), or -1: its domain names the company, its local part the person. */
  indexOfEmail(email: string): number {
    const at = email.lastIndexOf('@');
    const company = this.indexOfDomain(email.slice(at + 1));
    const names = email.slice(0, at).split('.');
    if (at < 0 || company < 0 || names.length !== 2) return -1;
    const first = FIRST_INDEX.get(names[0]!);
    const last = LAST_INDEX.get(names[1]!);
    if (first === undefined || last === undefined) return -1;
    const { people } = this;
    for (let i = this.companies.start[company]!; i < this.companies.start[company + 1]!; i++) {
      if (people.first[i] === first && people.last[i] === last) return people.flags[i]! & FLAG_EMAIL ? i : -1;
    }
    return -1;
  }

  company(c: number): CompanyRecord {
    const { companies } = this;
    const name = companies.names[c]!;
    const domain = companies.domains[c]!;
    const industry = INDUSTRIES[companies.industry[c]!]!.name;
    const size = HEADCOUNT_RANGES[companies.size[c]!]!;
    const hq = LOCATIONS[companies.hq[c]!]!.name;
    return {
      company_id: `com_${hex8(hash32(this.seed, c, SALT.companyId))}${hex8(hash32(this.seed, c, SALT.companyIdLow))}`,
      name,
      domain,
      industry,
      size,
      founded_year: companies.founded[c]!,
      description: companyDescription(name, industry, size, hq),
      linkedin_url: companyLinkedinUrl(domain),
      hq_location: hq,
      coverage: { vendor_a: confidenceOf(companies.vendorA[c]!), vendor_b: confidenceOf(companies.vendorB[c]!) },
    };
  }

  person(i: number): PersonRecord {
    const { people } = this;
    const first = FIRST_NAMES[people.first[i]!]!;
    const last = LAST_NAMES[people.last[i]!]!;
    const title = TITLES[people.title[i]!]!;
    const location = LOCATIONS[people.location[i]!]!;
    const company = this.company(people.company[i]!);
    const flags = people.flags[i]!;
    const tag = hash32(this.seed, i, SALT.handle);
    const handle = `${first}${last}`.toLowerCase();
    const hasSocial = (flags & (FLAG_TWITTER | FLAG_GITHUB)) !== 0;
    return {
      member_id: this.memberIdOf(i),
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      job_title: title.title,
      seniority: title.seniority,
      department: title.department,
      location: location.name,
      linkedin_url: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}-${hex8(tag).slice(0, 6)}`,
      email: flags & FLAG_EMAIL ? `${first}.${last}@${company.domain}`.toLowerCase() : null,
      phone: flags & FLAG_PHONE ? phoneOf(location.callingCode, hash32(this.seed, i, SALT.phone)) : null,
      social: hasSocial
        ? { ...(flags & FLAG_TWITTER ? { twitter: `@${handle}${tag % 100}` } : {}), ...(flags & FLAG_GITHUB ? { github: `${handle}-${tag % 1000}` } : {}) }
        : null,
      company,
      coverage: { vendor_a: confidenceOf(people.vendorA[i]!), vendor_b: confidenceOf(people.vendorB[i]!) },
    };
  }

  hasEmail(i: number): boolean {
    return (this.people.flags[i]! & FLAG_EMAIL) !== 0;
  }

  hasPhone(i: number): boolean {
    return (this.people.flags[i]! & FLAG_PHONE) !== 0;
  }
}
