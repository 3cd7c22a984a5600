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
});

describe('listNameKey', () => {
  it('folds case and whitespace, and is scoped by workspace', () => {
    expect(listNameKey('w', ' Hot   Leads')).toBe(listNameKey('w', 'hot leads'));
    expect(listNameKey('w', 'a')).not.toBe(listNameKey('v', 'a'));
  });
});
