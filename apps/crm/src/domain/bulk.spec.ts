import { isAppError, isUuid, validationError, type FieldIssue } from '@wbk/platform';
import { bulkIdFactory, bulkRecordId, mergeItemErrors, parseBulkItems, partitionItems } from './bulk';

const WS = '11111111-1111-4111-8111-111111111111';
const KEY = '33333333-3333-4333-8333-333333333333';

function fieldsOf(fn: () => unknown): FieldIssue[] {
  try {
    fn();
  } catch (err) {
    if (isAppError(err) && err.code === 'validation_error') return (err.details as { fields: FieldIssue[] }).fields;
    throw err;
  }
  throw new Error('expected a validation_error');
}

describe('parseBulkItems', () => {
  const options = { max: 3, key: 'deals' };

  it('returns the array of records', () => {
    expect(parseBulkItems({ deals: [{ a: 1 }, 2] }, options)).toEqual([{ a: 1 }, 2]);
  });

  it('rejects a non-object body, a missing / non-array / empty / oversize array and unknown fields', () => {
    expect(fieldsOf(() => parseBulkItems([1], options))[0]?.field).toBe('body');
    expect(fieldsOf(() => parseBulkItems({}, options))).toEqual([{ field: 'deals', message: 'is required' }]);
    expect(fieldsOf(() => parseBulkItems({ deals: {} }, options))).toEqual([{ field: 'deals', message: 'must be an array' }]);
    expect(fieldsOf(() => parseBulkItems({ deals: [] }, options))[0]?.field).toBe('deals');
    expect(fieldsOf(() => parseBulkItems({ deals: [1, 2, 3, 4] }, options))).toEqual([{ field: 'deals', message: 'must contain at most 3 records' }]);
    expect(fieldsOf(() => parseBulkItems({ deals: [1], extra: true }, options))).toEqual([{ field: 'extra', message: 'is not a known field' }]);
  });
});

describe('partitionItems', () => {
  it('keeps accepted records with their index and collects validation errors by index', () => {
    const parse = (item: unknown) => {
      if (typeof item !== 'number') throw validationError([{ field: 'value', message: 'must be a number' }]);
      return item * 2;
    };
    expect(partitionItems([1, 'x', 3], parse)).toEqual({
      accepted: [
        { index: 0, value: 2 },
        { index: 2, value: 6 },
      ],
      errors: [{ index: 1, errors: [{ field: 'value', message: 'must be a number' }] }],
    });
  });

  it('lets other errors through', () => {
    expect(() =>
      partitionItems([1], () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
  });
});

describe('mergeItemErrors', () => {
  it('merges lists by index, ordered by index', () => {
    const a = [{ index: 2, errors: [{ field: 'x', message: 'm1' }] }];
    const b = [
      { index: 0, errors: [{ field: 'y', message: 'm2' }] },
      { index: 2, errors: [{ field: 'z', message: 'm3' }] },
    ];
    expect(mergeItemErrors(a, b)).toEqual([
      { index: 0, errors: [{ field: 'y', message: 'm2' }] },
      { index: 2, errors: [{ field: 'x', message: 'm1' }, { field: 'z', message: 'm3' }] },
    ]);
  });
});

describe('bulkRecordId', () => {
  it('is a deterministic version-5-layout UUID per workspace, key and index', () => {
    const id = bulkRecordId(WS, KEY, 0);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('5');
    expect(bulkRecordId(WS, KEY, 0)).toBe(id);
    expect(bulkRecordId(WS, KEY, 1)).not.toBe(id);
    expect(bulkRecordId(WS, '44444444-4444-4444-8444-444444444444', 0)).not.toBe(id);
    expect(bulkRecordId('22222222-2222-4222-8222-222222222222', KEY, 0)).not.toBe(id);
  });

  it('bulkIdFactory derives ids with a key and draws random ones without', () => {
    expect(bulkIdFactory(WS, KEY, () => 'random')(4)).toBe(bulkRecordId(WS, KEY, 4));
    expect(bulkIdFactory(WS, undefined, () => 'random')(4)).toBe('random');
  });
});

