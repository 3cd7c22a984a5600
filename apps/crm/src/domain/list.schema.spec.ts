import { isAppError } from '@wbk/platform';
import { listNameKey } from './list';
import { parseContactIds } from './list.schema';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function details(fn: () => unknown): Record<string, unknown> {
  try {
    fn();
  } catch (err) {
    if (isAppError(err)) return { code: err.code, ...(err.details ?? {}) };
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('parseContactIds', () => {
  it('dedupes case-insensitively, keeping first-seen order', () => {
    expect(parseContactIds({ contact_ids: [B, A, B.toUpperCase()] })).toEqual([B, A]);
  });

  it('lists every malformed id in invalid_ids (once each)', () => {
    expect(details(() => parseContactIds({ contact_ids: [A, 'x', 'x', 7, null] }))).toMatchObject({ code: 'validation_error', invalid_ids: ['x', 7, null] });
  });

  it('counts the array as sent: 100 is the maximum even with duplicates; empty is refused', () => {
    expect(parseContactIds({ contact_ids: Array.from({ length: 100 }, () => A) })).toEqual([A]);
    expect(details(() => parseContactIds({ contact_ids: Array.from({ length: 101 }, () => A) }))).toMatchObject({ fields: [{ field: 'contact_ids' }] });
    expect(details(() => parseContactIds({ contact_ids: [] }))).toMatchObject({ fields: [{ field: 'contact_ids' }] });
  });

  it('reports a count, type or unknown-field problem by field, without invalid_ids', () => {
    const tooMany = details(() => parseContactIds({ contact_ids: [...Array.from({ length: 100 }, () => A), 'x'] }));
    expect(tooMany).toEqual({ code: 'validation_error', fields: [{ field: 'contact_ids', message: 'must hold at most 100 contact ids (got 101)' }] });
    expect(details(() => parseContactIds({ contact_ids: A }))).toEqual({ code: 'validation_error', fields: [{ field: 'contact_ids', message: 'must be an array of contact UUIDs' }] });
    expect(details(() => parseContactIds({ contact_ids: [A], note: 'x' }))).toEqual({ code: 'validation_error', fields: [{ field: 'note', message: 'is not a known field' }] });
    expect(details(() => parseContactIds({}))).toEqual({ code: 'validation_error', fields: [{ field: 'contact_ids', message: 'is required' }] });
  });
});

describe('listNameKey', () => {
  it('folds case and whitespace, and is scoped by workspace', () => {
    expect(listNameKey('w', ' Hot   Leads')).toBe(listNameKey('w', 'hot leads'));
    expect(listNameKey('w', 'a')).not.toBe(listNameKey('v', 'a'));
  });
});
