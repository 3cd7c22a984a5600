import { isAppError, type FieldIssue } from '@wbk/platform';
import { applyDealPatch, diffDeals, newDeal, resolveClosedDate } from './deal';
import { parseDealListQuery } from './deal-query';
import { isCurrencyCode, isIsoDate, parseBulkPatchItem, parseCreateDeal, parsePatchDeal } from './deal.schema';
import { parseDocumentListQuery, parseLinkDocument } from './document.schema';

const NOW = new Date('2026-03-01T10:00:00.000Z');

function fieldsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (isAppError(err) && err.code === 'validation_error') return (err.details as { fields: FieldIssue[] }).fields.map((f) => f.field);
    throw err;
  }
  throw new Error('expected a validation_error');
}

describe('deal schema', () => {
  it('requires a name and applies defaults', () => {
    expect(fieldsOf(() => parseCreateDeal({}))).toEqual(['name']);
    const deal = newDeal(parseCreateDeal({ name: ' Acme ' }), 'id-1', NOW);
    expect(deal).toMatchObject({ name: 'Acme', stage: 'qualification', status: 'open', pipeline: 'default', currency: 'USD', tags: [], closed_date: null });
  });

  it('names every bad field: unknown, probability, priority, currency, dates, sizes', () => {
    const fields = fieldsOf(() =>
      parseCreateDeal({
        name: 'x'.repeat(201),
        probability: 101,
        priority: 'huge',
        currency: 'XYZ',
        next_follow_up_date: '2026-02-30',
        closed_date: '2026/01/01',
        estimated_value: -1,
        high_level_description: 'd'.repeat(5001),
        tags: Array.from({ length: 51 }, (_, i) => `t${i}`),
        pipeline: 'Not A Slug',
        main_contact_id: 'nope',
        bogus: 1,
      }),
    );
    expect(fields.sort()).toEqual(
      ['bogus', 'closed_date', 'currency', 'estimated_value', 'high_level_description', 'main_contact_id', 'name', 'next_follow_up_date', 'pipeline', 'priority', 'probability', 'tags'].sort(),
    );
    expect(fieldsOf(() => parseCreateDeal({ name: 'a', probability: 50.5 }))).toEqual(['probability']);
    expect(fieldsOf(() => parseCreateDeal({ name: 'a', id: 'x' }))).toEqual(['id']);
  });

  it('accepts ISO 4217 codes case-insensitively and real calendar dates only', () => {
    expect(parseCreateDeal({ name: 'a', currency: 'eur' }).currency).toBe('EUR');
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('ABC')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });

  it('refuses an empty patch and null on always-valued fields', () => {
    expect(fieldsOf(() => parsePatchDeal({}))).toEqual(['body']);
    expect(fieldsOf(() => parsePatchDeal({ name: null, status: null }))).toEqual(['name', 'status']);
  });

  it('a bulk patch record needs an id and at least one field; the id is lower-cased', () => {
    const id = 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA';
    expect(parseBulkPatchItem({ id, stage: 'proposal' })).toEqual({ id: id.toLowerCase(), patch: { stage: 'proposal' } });
    expect(fieldsOf(() => parseBulkPatchItem({ stage: 'proposal', probability: 101 }))).toEqual(['id', 'probability']);
    expect(fieldsOf(() => parseBulkPatchItem({ id }))).toEqual(['body']);
    expect(fieldsOf(() => parseBulkPatchItem('x'))).toEqual(['body']);
  });
});

describe('closed_date follows status', () => {
  it('open -> won sets today (UTC) unless given; back to open clears; won -> lost keeps', () => {
    expect(resolveClosedDate('open', null, 'won', undefined, NOW)).toBe('2026-03-01');
    expect(resolveClosedDate('open', null, 'lost', '2026-02-01', NOW)).toBe('2026-02-01');
    expect(resolveClosedDate('won', '2026-01-05', 'open', undefined, NOW)).toBeNull();
    expect(resolveClosedDate('won', '2026-01-05', 'lost', undefined, NOW)).toBe('2026-01-05');
  });

  it('refuses a date on an open deal and clearing it on a closed one', () => {
    expect(fieldsOf(() => resolveClosedDate('open', null, 'open', '2026-01-01', NOW))).toEqual(['closed_date']);
    expect(fieldsOf(() => resolveClosedDate('won', '2026-01-01', 'won', null, NOW))).toEqual(['closed_date']);
  });

  it('a created won deal gets today; a patch diff reports previous values', () => {
    const won = newDeal(parseCreateDeal({ name: 'a', status: 'won' }), 'id', NOW);
    expect(won.closed_date).toBe('2026-03-01');
    const reopened = applyDealPatch(won, parsePatchDeal({ status: 'open', probability: 10 }), NOW);
    expect(diffDeals(won, reopened).changes).toEqual({ status: 'won', probability: null, closed_date: '2026-03-01' });
  });
});

describe('queries', () => {
  it('deal list: filters, pagination bounds, unknown params', () => {
    expect(parseDealListQuery({ status: 'won', pipeline: 'default' })).toMatchObject({ page: 1, perPage: 25, filter: { status: 'won', pipeline: 'default' } });
    // Every bad parameter is named in one answer, the page bounds included.
    expect(fieldsOf(() => parseDealListQuery({ status: 'x', owner_user_id: 'y', per_page: '101', foo: '1' })).sort()).toEqual(['foo', 'owner_user_id', 'per_page', 'status']);
    expect(parseDealListQuery({ owner_user_id: 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA' }).filter).toEqual({ owner_user_id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' });
    expect(fieldsOf(() => parseDealListQuery({ per_page: '101' }))).toEqual(['per_page']);
  });

  it('documents: required name and mime_type, folder paths, list query', () => {
    expect(fieldsOf(() => parseLinkDocument({ size_bytes: -1 })).sort()).toEqual(['mime_type', 'name', 'size_bytes']);
    expect(fieldsOf(() => parseLinkDocument({ name: 'a', mime_type: 'pdf', folder: 'Matters//x' })).sort()).toEqual(['folder', 'mime_type']);
    expect(parseLinkDocument({ name: 'a', mime_type: 'Application/PDF', folder: '/Matters/2026/' })).toMatchObject({ mime_type: 'application/pdf', folder: '/Matters/2026' });
    expect(parseDocumentListQuery({ role: 'evidence' })).toMatchObject({ perPage: 25, role: 'evidence' });
    expect(fieldsOf(() => parseDocumentListQuery({ per_page: '200' }))).toEqual(['per_page']);
  });
});
