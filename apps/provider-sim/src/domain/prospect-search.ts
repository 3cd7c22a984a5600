import type { EnrichmentDataset } from './enrichment-dataset';
import type { EnrichmentDirectory } from './enrichment-directory';
import type { PersonRecord } from './enrichment-records';
import { HEADCOUNT_RANGES, INDUSTRIES, LOCATIONS, TITLES, type Department, type HeadcountRange, type Seniority } from './enrichment-vocabulary';

/** All given filters must hold; within one filter any value may. An empty list is no filter. */
export interface ProspectFilters {
  titles?: readonly string[] | undefined;
  location?: readonly string[] | undefined;
  industry?: readonly string[] | undefined;
  headcount?: readonly HeadcountRange[] | undefined;
  seniority?: readonly Seniority[] | undefined;
  departments?: readonly Department[] | undefined;
  company_domains?: readonly string[] | undefined;
}

export interface Prospect {
  full_name: string;
  first_name: string;
  last_name: string;
  job_title: string;
  linkedin_url: string;
  location: string;
  email_available: boolean;
  phone_available: boolean;
  company: string;
  company_domain: string;
  company_size: string;
  company_industry: string;
  member_id: string;
  company_id: string;
}

export interface ProspectPage {
  results: Prospect[];
  total: number;
}

function given<T>(values: readonly T[] | undefined): values is readonly T[] {
  return values !== undefined && values.length > 0;
}

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/** The filters as plain predicates on strings: for added people, and the source of the dataset's masks. */
class Matcher {
  private readonly titles;
  private readonly locations;
  private readonly industries;
  private readonly domains;

  constructor(private readonly filters: ProspectFilters) {
    this.titles = given(filters.titles) ? lower(filters.titles) : null;
    this.locations = given(filters.location) ? lower(filters.location) : null;
    this.industries = given(filters.industry) ? new Set(lower(filters.industry)) : null;
    this.domains = given(filters.company_domains) ? new Set(lower(filters.company_domains)) : null;
  }

  title(title: string, seniority: Seniority, department: Department): boolean {
    const { seniority: seniorities, departments } = this.filters;
    if (this.titles !== null && !this.titles.some((part) => title.toLowerCase().includes(part))) return false;
    if (given(seniorities) && !seniorities.includes(seniority)) return false;
    return !given(departments) || departments.includes(department);
  }

  location(location: string): boolean {
    return this.locations === null || this.locations.some((part) => location.toLowerCase().includes(part));
  }

  company(industry: string, size: HeadcountRange, domain: string): boolean {
    const { headcount } = this.filters;
    if (this.industries !== null && !this.industries.has(industry.toLowerCase())) return false;
    if (given(headcount) && !headcount.includes(size)) return false;
    return this.domains === null || this.domains.has(domain.toLowerCase());
  }

  person(p: PersonRecord): boolean {
    return this.title(p.job_title, p.seniority, p.department) && this.location(p.location) && this.company(p.company.industry, p.company.size, p.company.domain);
  }

  /**
   * The filters over the dataset's vocabulary: one flag per title, location
   * and company, so each person costs three array reads. Null: no filter on that column.
   */
  masks(dataset: EnrichmentDataset): { title: Uint8Array | null; location: Uint8Array | null; company: Uint8Array | null } {
    const { filters } = this;
    const titleFiltered = given(filters.titles) || given(filters.seniority) || given(filters.departments);
    const companyFiltered = given(filters.industry) || given(filters.headcount) || given(filters.company_domains);
    const { companies } = dataset;
    let company: Uint8Array | null = null;
    if (companyFiltered) {
      company = new Uint8Array(dataset.companyCount);
      for (let c = 0; c < dataset.companyCount; c++) {
        company[c] = this.company(INDUSTRIES[companies.industry[c]!]!.name, HEADCOUNT_RANGES[companies.size[c]!]!, companies.domains[c]!) ? 1 : 0;
      }
    }
    return {
      title: titleFiltered ? Uint8Array.from(TITLES, (entry) => (this.title(entry.title, entry.seniority, entry.department) ? 1 : 0)) : null,
      location: given(filters.location) ? Uint8Array.from(LOCATIONS, (entry) => (this.location(entry.name) ? 1 : 0)) : null,
      company,
    };
  }
}

export function prospectOf(person: PersonRecord): Prospect {
  return {
    full_name: person.full_name,
    first_name: person.first_name,
    last_name: person.last_name,
    job_title: person.job_title,
    linkedin_url: person.linkedin_url,
    location: person.location,
    email_available: person.email !== null,
    phone_available: person.phone !== null,
    company: person.company.name,
    company_domain: person.company.domain,
    company_size: person.company.size,
    company_industry: person.company.industry,
    member_id: person.member_id,
    company_id: person.company.company_id,
  };
}

/**
 * One page of the people matching the filters, in member_id order, and the
 * total. One pass over the dataset's precomputed order, merged with the added
 * people: no sorting per request, so page 100 costs what page 1 costs.
 */
export function searchProspects(directory: EnrichmentDirectory, filters: ProspectFilters, page: number, perPage: number): ProspectPage {
  const { dataset } = directory;
  const matcher = new Matcher(filters);
  const masks = matcher.masks(dataset);
  const { order, orderedIdHigh, title, location, company } = dataset.people;
  const added = directory.addedInOrder();
  const first = (page - 1) * perPage;
  const end = first + perPage;
  const picked: Array<number | PersonRecord> = [];
  let total = 0;
  let next = 0;
  const take = (ref: number | PersonRecord) => {
    if (total >= first && total < end) picked.push(ref);
    total += 1;
  };
  const takeAddedBefore = (idHigh: number) => {
    for (; next < added.length && added[next]!.idHigh <= idHigh; next++) if (matcher.person(added[next]!.person)) take(added[next]!.person);
  };
  for (let k = 0; k < order.length; k++) {
    if (next < added.length) takeAddedBefore(orderedIdHigh[k]!);
    const i = order[k]!;
    if (masks.title !== null && masks.title[title[i]!] === 0) continue;
    if (masks.location !== null && masks.location[location[i]!] === 0) continue;
    if (masks.company !== null && masks.company[company[i]!] === 0) continue;
    take(i);
  }
  takeAddedBefore(Number.POSITIVE_INFINITY);
  return { results: picked.map((ref) => prospectOf(typeof ref === 'number' ? dataset.person(ref) : ref)), total };
}
