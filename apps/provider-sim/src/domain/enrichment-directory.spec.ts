import { EnrichmentDataset } from './enrichment-dataset';
import { EnrichmentDirectory, MAX_ADDED_PEOPLE, type AddedPersonInput } from './enrichment-directory';
import { VendorControls, vendorLookup } from './enrichment-vendors';
import { type SimError } from './sim-answer';

const dataset = new EnrichmentDataset(5, 3000);
const everyone = Array.from({ length: dataset.peopleCount }, (_, i) => dataset.person(i));
const input = (extra: Partial<AddedPersonInput> = {}): AddedPersonInput => ({
  email: 'jane.doe@hartley-wren.test',
  first_name: 'Jane',
  last_name: 'Doe',
  job_title: 'Head of Knowledge',
  company_domain: 'hartley-wren.test',
  vendors: { vendor_a: 0.8 },
  ...extra,
});

describe('EnrichmentDirectory', () => {
  it('adds a person with a deterministic member_id, replacing a repeat of the same email', () => {
    const directory = new EnrichmentDirectory(dataset);
    const first = directory.add(input());
    expect(new EnrichmentDirectory(dataset).add(input()).member_id).toBe(first.member_id);
    const again = directory.add(input({ job_title: 'Partner' }));
    expect(again.member_id).toBe(first.member_id);
    expect(directory.personByMemberId(first.member_id)?.job_title).toBe('Partner');
    expect(directory.addedInOrder()).toHaveLength(1);
  });

  it('keeps added people in member_id order and refuses more than its bound until reset', () => {
    const directory = new EnrichmentDirectory(dataset);
    for (let i = 0; i < MAX_ADDED_PEOPLE; i++) directory.add(input({ email: `p${i}@bulk.test` }));
    const ids = directory.addedInOrder().map((entry) => entry.person.member_id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(MAX_ADDED_PEOPLE);
    expect(() => directory.add(input({ email: 'one-more@bulk.test' }))).toThrow(expect.objectContaining({ status: 409 }) as SimError);
    expect(directory.add(input({ email: 'p7@bulk.test', job_title: 'Partner' })).job_title).toBe('Partner');
    directory.reset();
    expect(directory.add(input({ email: 'one-more@bulk.test' })).email).toBe('one-more@bulk.test');
  });

  it('infers seniority and department from the title unless given', () => {
    const directory = new EnrichmentDirectory(dataset);
    expect(directory.add(input()).seniority).toBe('director');
    expect(directory.add(input({ email: 'b@x.test', job_title: 'Chief Financial Officer' }))).toMatchObject({ seniority: 'cxo', department: 'finance' });
    expect(directory.add(input({ email: 'c@x.test', job_title: 'Knowledge Lawyer' }))).toMatchObject({ seniority: 'entry', department: 'legal' });
    expect(directory.add(input({ email: 'd@x.test', job_title: 'Knowledge Lawyer', seniority: 'vp', department: 'hr' }))).toMatchObject({ seniority: 'vp', department: 'hr' });
  });

  it('refuses an email of a dataset person with 409 conflict', () => {
    const known = everyone.find((p) => p.email !== null)!;
    const directory = new EnrichmentDirectory(dataset);
    expect(() => directory.add(input({ email: known.email! }))).toThrow(expect.objectContaining({ status: 409, code: 'conflict' }) as SimError);
  });

  it('joins a dataset company when the domain is one, keeping its data', () => {
    const company = dataset.company(3);
    const person = new EnrichmentDirectory(dataset).add(input({ company_domain: company.domain, company_name: 'Ignored' }));
    expect(person.company).toMatchObject({ company_id: company.company_id, name: company.name, coverage: { vendor_a: 0.8, vendor_b: null } });
  });

  it('makes a new domain a company known to the vendors its people name', () => {
    const directory = new EnrichmentDirectory(dataset);
    directory.add(input({ company_name: 'Hartley & Wren LLP' }));
    expect(directory.companyByDomain('hartley-wren.test')).toMatchObject({ name: 'Hartley & Wren LLP', coverage: { vendor_a: 0.8, vendor_b: null } });
    directory.add(input({ email: 'tom@hartley-wren.test', vendors: { vendor_b: 0.4 } }));
    expect(directory.companyByDomain('hartley-wren.test')?.coverage).toEqual({ vendor_a: 0.8, vendor_b: 0.4 });
    directory.reset();
    expect(directory.companyByDomain('hartley-wren.test')).toBeNull();
    expect(directory.personByEmail('jane.doe@hartley-wren.test')).toBeNull();
  });
});

describe('vendorLookup', () => {
  const directory = new EnrichmentDirectory(dataset);
  const both = everyone.find((p) => p.email !== null && p.coverage.vendor_a !== null && p.coverage.vendor_b !== null && p.social !== null && p.company.coverage.vendor_a === null)!;
  const nobody = everyone.find((p) => p.email !== null && p.coverage.vendor_a === null && p.coverage.vendor_b === null && p.company.coverage.vendor_a !== null)!;

  it('fills only the included parts and answers each vendor\'s own confidence', () => {
    expect(vendorLookup(directory, 'vendor_b', { email: both.email!, include: ['person'] })).toMatchObject({ match: true, confidence: both.coverage.vendor_b, company: null, social: null });
    const a = vendorLookup(directory, 'vendor_a', { email: both.email!, include: ['person', 'company', 'social'] });
    // vendor_a knows the person but not the company.
    expect(a).toMatchObject({ match: true, confidence: both.coverage.vendor_a, company: null, social: both.social });
  });

  it('has no match when the only included part is unknown, or when no vendor knows the person', () => {
    expect(vendorLookup(directory, 'vendor_a', { email: both.email!, include: ['company'] })).toEqual({ match: false });
    expect(vendorLookup(directory, 'vendor_a', { email: nobody.email!, include: ['person', 'company'] })).toEqual({ match: false });
    expect(vendorLookup(directory, 'vendor_a', { email: 'someone@nowhere.test', include: ['person'] })).toEqual({ match: false });
  });

  it('answers a domain with the company and its confidence, and no match without company in include', () => {
    const domain = nobody.company.domain;
    expect(vendorLookup(directory, 'vendor_a', { domain, include: ['person', 'company'] })).toEqual(
      expect.objectContaining({ match: true, confidence: nobody.company.coverage.vendor_a, person: null, social: null, company: expect.objectContaining({ domain }) }),
    );
    expect(vendorLookup(directory, 'vendor_a', { domain, include: ['person'] })).toEqual({ match: false });
    expect(vendorLookup(directory, 'vendor_a', { domain: 'unknown.test', include: ['company'] })).toEqual({ match: false });
  });
});

describe('VendorControls', () => {
  it('changes faults per vendor, null going back to the default, and counts calls until reset', () => {
    const controls = new VendorControls();
    expect(controls.change('vendor_a', { fail_rate: 0.5, delay_ms: 100 })).toEqual({ failRate: 0.5, delayMs: 100, ratePerSecond: null });
    expect(controls.change('vendor_a', { rate_limit_per_second: 3, delay_ms: null })).toEqual({ failRate: 0.5, delayMs: 0, ratePerSecond: 3 });
    expect(controls.of('vendor_b')).toEqual({ failRate: 0, delayMs: 0, ratePerSecond: null });
    controls.count('vendor_a');
    controls.count('prospector');
    controls.count('prospector');
    expect(controls.counts()).toEqual({ vendor_a: 1, vendor_b: 0, prospector: 2 });
    controls.reset();
    expect(controls.counts()).toEqual({ vendor_a: 0, vendor_b: 0, prospector: 0 });
    expect(controls.of('vendor_a')).toEqual({ failRate: 0, delayMs: 0, ratePerSecond: null });
  });
});
