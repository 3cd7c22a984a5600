import { EnrichmentDataset } from './enrichment-dataset';
import { EnrichmentDirectory } from './enrichment-directory';
import type { PersonRecord } from './enrichment-records';
import { searchProspects, type ProspectFilters } from './prospect-search';

const dataset = new EnrichmentDataset(11, 5000);
const everyone = Array.from({ length: dataset.peopleCount }, (_, i) => dataset.person(i));

/** The contract's matching rules, written the slow and obvious way. */
function expected(people: PersonRecord[], f: ProspectFilters): string[] {
  const any = <T>(values: readonly T[] | undefined, test: (v: T) => boolean) => values === undefined || values.length === 0 || values.some(test);
  return people
    .filter(
      (p) =>
        any(f.titles, (t) => p.job_title.toLowerCase().includes(t.toLowerCase())) &&
        any(f.location, (l) => p.location.toLowerCase().includes(l.toLowerCase())) &&
        any(f.industry, (i) => p.company.industry === i.toLowerCase()) &&
        any(f.headcount, (h) => p.company.size === h) &&
        any(f.seniority, (s) => p.seniority === s) &&
        any(f.departments, (d) => p.department === d) &&
        any(f.company_domains, (d) => p.company.domain === d.toLowerCase()),
    )
    .map((p) => p.member_id)
    .sort();
}

function all(directory: EnrichmentDirectory, filters: ProspectFilters): { ids: string[]; total: number } {
  const first = searchProspects(directory, filters, 1, 100);
  const ids = first.results.map((r) => r.member_id);
  for (let page = 2; (page - 1) * 100 < first.total; page++) ids.push(...searchProspects(directory, filters, page, 100).results.map((r) => r.member_id));
  return { ids, total: first.total };
}

const someDomains = [everyone[0]!.company.domain, everyone[4000]!.company.domain.toUpperCase()];

const CASES: Array<[string, ProspectFilters]> = [
  ['no filter', {}],
  ['titles, case-insensitive substrings, ORed', { titles: ['PARTNER', 'counsel'] }],
  ['location substring', { location: ['london'] }],
  ['industry equality, case-insensitive', { industry: ['LegalTech', 'law practice'] }],
  ['headcount ranges', { headcount: ['11-50', '5001+'] }],
  ['seniority and departments', { seniority: ['cxo', 'vp'], departments: ['legal', 'finance'] }],
  ['company domains', { company_domains: someDomains }],
  ['everything at once', { titles: ['a'], location: ['united'], industry: ['legal services'], headcount: ['51-200', '201-500'], seniority: ['senior', 'entry'], departments: ['legal'] }],
  ['nothing matches', { titles: ['astronaut'] }],
  ['empty lists are no filter', { titles: [], industry: [] }],
];

describe('searchProspects', () => {
  const directory = new EnrichmentDirectory(dataset);

  it.each(CASES)('matches %s exactly as the rules say, in member_id order, through every page', (name, filters) => {
    const want = expected(everyone, filters);
    expect(want.length > 0).toBe(name !== 'nothing matches');
    const got = all(directory, filters);
    expect(got.total).toBe(want.length);
    expect(got.ids).toEqual(want);
  });

  it('answers each page with its slice and an empty page past the end', () => {
    const whole = expected(everyone, { titles: ['associate'] });
    const page3 = searchProspects(directory, { titles: ['associate'] }, 3, 7);
    expect(page3.results.map((r) => r.member_id)).toEqual(whole.slice(14, 21));
    const last = Math.ceil(whole.length / 7);
    expect(searchProspects(directory, { titles: ['associate'] }, last + 1, 7)).toEqual({ results: [], total: whole.length });
  });

  it('gives every prospect field from the person and its company', () => {
    const [prospect] = searchProspects(directory, { company_domains: [everyone[10]!.company.domain] }, 1, 1).results;
    const person = everyone.find((p) => p.member_id === prospect!.member_id)!;
    expect(prospect).toEqual({
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
    });
  });

  it('merges added people into the order, filtered by the same rules', () => {
    const withAdded = new EnrichmentDirectory(dataset);
    const added = ['ada', 'bea', 'cyd', 'dot', 'eve'].map((name) =>
      withAdded.add({ email: `${name}@newfirm.test`, first_name: name, last_name: 'Test', job_title: 'Senior Counsel', company_domain: 'newfirm.test', vendors: {} }),
    );
    added.push(withAdded.add({ email: 'zed@oldfirm.test', first_name: 'Zed', last_name: 'Test', job_title: 'Paralegal', company_domain: someDomains[0]!, vendors: { vendor_a: 0.5 } }));
    const people = [...everyone, ...added];
    for (const filters of [{}, { titles: ['counsel'] }, { company_domains: [someDomains[0]!] }, { industry: ['legal services'] }] as ProspectFilters[]) {
      expect(all(withAdded, filters).ids).toEqual(expected(people, filters));
    }
    withAdded.reset();
    expect(all(withAdded, {}).total).toBe(everyone.length);
  });
});
