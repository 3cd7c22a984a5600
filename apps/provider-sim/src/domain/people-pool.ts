import type { EnrichmentDataset } from './enrichment-dataset';

/** A correspondent of the seeded mailboxes and calendars (GET /control/people). */
export interface PoolPerson {
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  company_domain: string;
}

export const POOL_COMPANIES = 4;
export const POOL_PEOPLE_PER_COMPANY = 3;
/** The people every non-empty seeded mailbox and calendar holds (the demo workspace makes them contacts). */
export const POOL_CORE = 5;

/**
 * Used only when the dataset is too small to give POOL_COMPANIES companies
 * with enough people (SIM_PEOPLE near 0): a seeded mailbox still has its
 * correspondents, they are just unknown to the enrichment vendors.
 */
const FALLBACK_COMPANIES: ReadonlyArray<{ name: string; domain: string; people: ReadonlyArray<[string, string, string]> }> = [
  { name: 'Hartwell & Price LLP', domain: 'hartwell-price.example', people: [['Amelia', 'Hart', 'Managing Partner'], ['Owen', 'Price', 'Partner'], ['Ruth', 'Kemp', 'Paralegal']] },
  { name: 'Northgate Legal', domain: 'northgate-legal.example', people: [['Daniel', 'Shaw', 'General Counsel'], ['Priya', 'Nair', 'Legal Operations Manager'], ['Tom', 'Reid', 'Associate']] },
  { name: 'Casefold', domain: 'casefold.example', people: [['Lena', 'Fischer', 'Head of Sales'], ['Marcus', 'Bell', 'Account Executive'], ['Sofia', 'Marin', 'Customer Success Manager']] },
  { name: 'Brookfield Holdings', domain: 'brookfield-holdings.example', people: [['Grace', 'Turner', 'Chief Financial Officer'], ['Henry', 'Cole', 'Procurement Director'], ['Isla', 'Grant', 'Office Manager']] },
];

/**
 * A fixed, deterministic list of correspondents, taken from the enrichment
 * dataset so that enriching their emails finds them: the first companies (in
 * dataset order) that both vendors know with POOL_PEOPLE_PER_COMPANY people
 * who have an email and a vendor's record. Listed round-robin by company, so
 * the first POOL_CORE people already span every company.
 */
export function peoplePool(dataset: EnrichmentDataset): PoolPerson[] {
  const groups = datasetGroups(dataset) ?? fallbackGroups();
  const pool: PoolPerson[] = [];
  for (let rank = 0; rank < POOL_PEOPLE_PER_COMPANY; rank += 1) {
    for (const group of groups) pool.push(group[rank]!);
  }
  return pool;
}

function datasetGroups(dataset: EnrichmentDataset): PoolPerson[][] | null {
  const groups: PoolPerson[][] = [];
  const { companies, people } = dataset;
  for (let c = 0; c < dataset.companyCount && groups.length < POOL_COMPANIES; c += 1) {
    if (companies.vendorA[c] === 0 || companies.vendorB[c] === 0) continue;
    const group: PoolPerson[] = [];
    for (let i = companies.start[c]!; i < companies.start[c + 1]! && group.length < POOL_PEOPLE_PER_COMPANY; i += 1) {
      if (!dataset.hasEmail(i) || (people.vendorA[i] === 0 && people.vendorB[i] === 0)) continue;
      const person = dataset.person(i);
      group.push({
        email: person.email!,
        first_name: person.first_name,
        last_name: person.last_name,
        title: person.job_title,
        company_name: person.company.name,
        company_domain: person.company.domain,
      });
    }
    if (group.length === POOL_PEOPLE_PER_COMPANY) groups.push(group);
  }
  return groups.length === POOL_COMPANIES ? groups : null;
}

function fallbackGroups(): PoolPerson[][] {
  return FALLBACK_COMPANIES.map((company) =>
    company.people.map(([first, last, title]) => ({
      email: `${first}.${last}@${company.domain}`.toLowerCase(),
      first_name: first,
      last_name: last,
      title,
      company_name: company.name,
      company_domain: company.domain,
    })),
  );
}
