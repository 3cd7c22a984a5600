import { applyCompanyPatch, diffCompanies, domainFromWebsite, nameTokens, newCompany, toCompanyUpdateView } from './company';

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('nameTokens', () => {
  it('lower-cases and splits on anything but letters and digits, keeping each word once', () => {
    expect(nameTokens('ACME Corp. (Berlin) acme')).toEqual(['acme', 'corp', 'berlin']);
    expect(nameTokens('Müller & Söhne GmbH')).toEqual(['müller', 'söhne', 'gmbh']);
    expect(nameTokens('.*+?')).toEqual([]);
  });
});

describe('domainFromWebsite', () => {
  it('takes the host without www., lower-cased', () => {
    expect(domainFromWebsite('https://WWW.Acme.com/about?x=1')).toBe('acme.com');
    expect(domainFromWebsite('http://localhost:3000')).toBeNull();
  });
});

describe('newCompany and applyCompanyPatch', () => {
  const base = newCompany({ name: 'Acme', industry: 'Software', tags: ['a'] }, 'id-1', NOW);

  it('fills every field of the read shape, null when unset', () => {
    expect(base).toMatchObject({ id: 'id-1', name: 'Acme', domain: null, website: null, tags: ['a'], created_date: NOW.toISOString() });
  });

  it('changes only given fields, null clears, tags replace (null -> [])', () => {
    const next = applyCompanyPatch(base, { city: 'Berlin', industry: null, tags: null });
    expect(next).toMatchObject({ name: 'Acme', city: 'Berlin', industry: null, tags: [] });
    expect(base.industry).toBe('Software');
  });

  it('diffs read shapes into changes (previous values) and {from, to}, ignoring bookkeeping', () => {
    const next = { ...applyCompanyPatch(base, { name: 'Acme 2', tags: ['a'] }), updated_date: 'later' };
    expect(diffCompanies(base, next)).toEqual({ changes: { name: 'Acme' }, diff: { name: { from: 'Acme', to: 'Acme 2' } } });
  });

  it('renders the update response as exactly id, name, industry, updated_date', () => {
    expect(Object.keys(toCompanyUpdateView(base))).toEqual(['id', 'name', 'industry', 'updated_date']);
  });
});
