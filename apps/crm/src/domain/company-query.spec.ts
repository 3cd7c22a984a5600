import { isAppError, type FieldIssue } from '@wbk/platform';
import { parseCompanyListQuery } from './company-query';
import { parseCreateCompany, parsePatchCompany } from './company.schema';

function fields(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (isAppError(err) && err.code === 'validation_error') return (err.details as { fields: FieldIssue[] }).fields.map((f) => f.field);
    throw err;
  }
  throw new Error('expected a validation_error');
}

describe('parseCompanyListQuery', () => {
  it('defaults to page 1 of 50 and normalises the filters', () => {
    expect(parseCompanyListQuery({})).toEqual({ page: 1, perPage: 50, skip: 0 });
    expect(parseCompanyListQuery({ domain: ' ACME.com. ', tag: ' vip ', q: 'Acme  CORP', page: '3', per_page: '10' })).toEqual({
      page: 3,
      perPage: 10,
      skip: 20,
      domain: 'acme.com',
      tag: 'vip',
      nameWords: ['acme', 'corp'],
    });
  });

  it('names unknown parameters and bad values', () => {
    expect(fields(() => parseCompanyListQuery({ name: 'x', domain: 'http://x.com', tag: '', q: 'x'.repeat(201) })).sort()).toEqual(['domain', 'name', 'q', 'tag']);
    expect(fields(() => parseCompanyListQuery({ q: 'a b c d e f g h i' }))).toEqual(['q']);
  });
});

describe('company body schemas', () => {
  it('normalises domain and tags on create', () => {
    expect(parseCreateCompany({ name: 'A', domain: 'Sub.Acme.COM', tags: ['x', 'x'] })).toMatchObject({ domain: 'sub.acme.com', tags: ['x'] });
  });

  it('refuses bad URLs, domains, oversize text and empty strings', () => {
    const bad = { name: '', website: 'acme.com', linkedin_url: 'javascript:x', domain: 'acme', description: 'x'.repeat(10_001), size: 5 };
    expect(fields(() => parseCreateCompany(bad)).sort()).toEqual(['description', 'domain', 'linkedin_url', 'name', 'size', 'website']);
  });

  it('PATCH needs at least one field and may not clear name', () => {
    expect(fields(() => parsePatchCompany({}))).toEqual(['body']);
    expect(fields(() => parsePatchCompany({ name: null }))).toEqual(['name']);
    expect(parsePatchCompany({ country: null })).toEqual({ country: null });
  });
});
