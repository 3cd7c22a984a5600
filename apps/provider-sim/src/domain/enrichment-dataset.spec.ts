import { COVERAGE_SHARES, EnrichmentDataset, PEOPLE_PER_COMPANY } from './enrichment-dataset';
import { HEADCOUNT_RANGES, INDUSTRIES, SENIORITIES, DEPARTMENTS } from './enrichment-vocabulary';
import { hash32, mulberry32 } from './seeded-random';

const people = (dataset: EnrichmentDataset) => Array.from({ length: dataset.peopleCount }, (_, i) => dataset.person(i));
const companies = (dataset: EnrichmentDataset) => Array.from({ length: dataset.companyCount }, (_, c) => dataset.company(c));

describe('seeded random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    expect(draws(42).every((d) => d >= 0 && d < 1)).toBe(true);
  });

  it('hashes distinct indexes to distinct values for one seed and salt', () => {
    const values = new Set(Array.from({ length: 50_000 }, (_, i) => hash32(9, i, 1)));
    expect(values.size).toBe(50_000);
  });
});

describe('EnrichmentDataset', () => {
  const dataset = new EnrichmentDataset(3, 20_000);
  const all = people(dataset);

  it('is the same for the same seed, person by person and company by company, and differs for another seed', () => {
    const again = new EnrichmentDataset(3, 20_000);
    expect(people(again)).toEqual(all);
    expect(companies(again)).toEqual(companies(dataset));
    const other = new EnrichmentDataset(4, 20_000);
    expect(other.person(0)).not.toEqual(dataset.person(0));
  });

  it('has about one company per 20 people, with unique ids, domains and emails', () => {
    expect(dataset.companyCount).toBe(20_000 / PEOPLE_PER_COMPANY);
    const firms = companies(dataset);
    expect(new Set(firms.map((c) => c.domain)).size).toBe(firms.length);
    expect(new Set(firms.map((c) => c.company_id)).size).toBe(firms.length);
    expect(new Set(all.map((p) => p.member_id)).size).toBe(all.length);
    const emails = all.flatMap((p) => (p.email === null ? [] : [p.email]));
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.length / all.length).toBeGreaterThan(0.8);
    expect(emails.length).toBeLessThan(all.length);
  });

  it('gives every field the contract\'s shape', () => {
    for (const p of all.slice(0, 2000)) {
      expect(p.member_id).toMatch(/^mem_[0-9a-f]{16}$/);
      expect(p.company.company_id).toMatch(/^com_[0-9a-f]{16}$/);
      expect(p.full_name).toBe(`${p.first_name} ${p.last_name}`);
      expect(SENIORITIES).toContain(p.seniority);
      expect(DEPARTMENTS).toContain(p.department);
      expect(p.location).toMatch(/^[A-Za-z ]+, [A-Za-z ]+$/);
      expect(p.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
      if (p.email !== null) expect(p.email).toBe(`${p.first_name}.${p.last_name}@${p.company.domain}`.toLowerCase());
      if (p.phone !== null) expect(p.phone).toMatch(/^\+[1-9]\d{7,14}$/);
      if (p.social !== null) {
        expect(Object.keys(p.social).length).toBeGreaterThan(0);
        expect(p.social).toEqual({ ...(p.social.twitter === undefined ? {} : { twitter: expect.stringMatching(/^@[a-z]+\d+$/) }), ...(p.social.github === undefined ? {} : { github: expect.stringMatching(/^[a-z]+-\d+$/) }) });
      }
      expect(HEADCOUNT_RANGES).toContain(p.company.size);
      expect(INDUSTRIES.map((i) => i.name)).toContain(p.company.industry);
      expect(p.company.domain).toMatch(/^[a-z0-9-]+\.example$/);
      expect(p.company.founded_year).toBeGreaterThanOrEqual(1850);
      expect(p.company.founded_year).toBeLessThanOrEqual(2024);
    }
  });

  it('is legal-sector heavy', () => {
    const firms = companies(dataset);
    const legal = firms.filter((c) => ['legal services', 'law practice', 'legaltech'].includes(c.industry)).length;
    expect(legal / firms.length).toBeGreaterThan(0.7);
    expect(all.filter((p) => p.department === 'legal').length / all.length).toBeGreaterThan(0.5);
  });

  it('gives each vendor about its stated share of people and companies, overlapping, and leaves some people to no vendor', () => {
    const share = (records: { coverage: { vendor_a: number | null; vendor_b: number | null } }[], test: (a: boolean, b: boolean) => boolean) =>
      records.filter((r) => test(r.coverage.vendor_a !== null, r.coverage.vendor_b !== null)).length / records.length;
    expect(share(all, (a) => a)).toBeCloseTo(COVERAGE_SHARES.person.vendor_a, 1);
    expect(share(all, (_, b) => b)).toBeCloseTo(COVERAGE_SHARES.person.vendor_b, 1);
    expect(share(all, (a, b) => a && b)).toBeCloseTo(0.6 * 0.65, 1);
    expect(share(all, (a, b) => !a && !b)).toBeCloseTo(0.4 * 0.35, 1);
    const firms = companies(dataset);
    expect(share(firms, (a) => a)).toBeCloseTo(COVERAGE_SHARES.company.vendor_a, 1);
    expect(share(firms, (_, b) => b)).toBeCloseTo(COVERAGE_SHARES.company.vendor_b, 1);
  });

  it('keeps every confidence within 0.30..0.99, in hundredths', () => {
    const confidences = [...all.map((p) => p.coverage), ...companies(dataset).map((c) => c.coverage)].flatMap((c) => [c.vendor_a, c.vendor_b]).filter((c) => c !== null);
    expect(Math.min(...confidences)).toBeGreaterThanOrEqual(0.3);
    expect(Math.max(...confidences)).toBeLessThanOrEqual(0.99);
    expect(confidences.every((c) => Number(c.toFixed(2)) === c)).toBe(true);
    expect(new Set(confidences).size).toBeGreaterThan(50);
  });

  it('finds every person by email and by member_id, and nobody for near misses', () => {
    all.forEach((p, i) => {
      if (p.email !== null) expect(dataset.indexOfEmail(p.email)).toBe(i);
      expect(dataset.indexOfMemberId(p.member_id)).toBe(i);
    });
    const someone = all.find((p) => p.email !== null)!;
    expect(dataset.indexOfEmail(someone.email!.replace('@', 'x@'))).toBe(-1);
    expect(dataset.indexOfEmail(`${someone.email!}.invalid`)).toBe(-1);
    expect(dataset.indexOfEmail('no-at-sign')).toBe(-1);
    expect(dataset.indexOfMemberId(`${someone.member_id.slice(0, -1)}${someone.member_id.endsWith('0') ? '1' : '0'}`)).toBe(-1);
    expect(dataset.indexOfMemberId('mem_not-hex')).toBe(-1);
    const silent = all.findIndex((p) => p.email === null);
    const name = `${all[silent]!.first_name}.${all[silent]!.last_name}@${all[silent]!.company.domain}`.toLowerCase();
    expect(dataset.indexOfEmail(name)).toBe(-1);
  });

  it('keeps the prospector order sorted by member_id', () => {
    const ids = Array.from(dataset.people.order, (i) => dataset.memberIdOf(i));
    expect(ids).toEqual([...ids].sort());
  });

  it('refuses a size it cannot index', () => {
    expect(() => new EnrichmentDataset(1, -1)).toThrow(RangeError);
    expect(() => new EnrichmentDataset(1, 2 ** 21)).toThrow(RangeError);
    expect(new EnrichmentDataset(1, 0).peopleCount).toBe(0);
  });
});
