import { isAppError } from '@wbk/platform';
import { assertStorableDoc, assertStorableFilter, assertStorableUpdate, StorableKeyError } from './storable-keys';

function refusal(check: () => void): StorableKeyError {
  try {
    check();
  } catch (err) {
    if (err instanceof StorableKeyError) return err;
    throw err;
  }
  throw new Error('expected a StorableKeyError');
}

describe('storable keys', () => {
  it('accepts what the key codec escapes: dots, a leading $, % and __proto__ in user JSON', () => {
    const doc = { _id: 'c1', custom_fields: { 'a.b': 1, $x: { '%y': [{ __proto__: 2 }] } }, at: new Date(0) };
    expect(() => assertStorableDoc(doc)).not.toThrow();
    expect(() => assertStorableUpdate({ $set: { custom_fields: doc.custom_fields, 'stats.sent': 1 }, $inc: { version: 1 } })).not.toThrow();
    expect(() => assertStorableFilter({ _id: 'c1', $or: [{ 'custom_fields.tier': { $in: ['a'] } }, { tags: { $size: 0 } }] })).not.toThrow();
  });

  it('refuses a NUL character in a key at any depth, as a 400 naming the field and the key', () => {
    const err = refusal(() => assertStorableDoc({ _id: 'c1', custom_fields: { nested: [{ 'bad\0key': 1 }] } }));
    expect(isAppError(err)).toBe(true);
    expect(err.code).toBe('validation_error');
    expect(err.httpStatus).toBe(400);
    expect(err.field).toBe('custom_fields.nested');
    expect(err.message).toBe('custom_fields.nested: the key "bad\\u0000key" holds a NUL character, which cannot be stored; remove it');
    expect(err.toBody().error.details).toEqual({ fields: [{ field: 'custom_fields.nested', message: err.reason }] });
  });

  it('refuses an empty key in a document or an update value', () => {
    expect(refusal(() => assertStorableDoc({ _id: 'c1', metadata: { '': 'x' } })).field).toBe('metadata');
    expect(refusal(() => assertStorableUpdate({ $set: { action_config: { '': 1 } } })).field).toBe('action_config');
    expect(refusal(() => assertStorableUpdate({ $push: { items: { $each: [{ '': 1 }] } } })).field).toBe('items');
  });

  it('refuses update and filter paths with an empty segment or a NUL character', () => {
    expect(refusal(() => assertStorableUpdate({ $set: { 'seen_by.': 1 } })).reason).toContain('empty key');
    expect(refusal(() => assertStorableUpdate({ $unset: { 'a..b': '' } })).field).toBe('a..b');
    expect(refusal(() => assertStorableFilter({ 'seen_by.x\0': { $ne: 'j' } })).reason).toContain('NUL');
    expect(refusal(() => assertStorableFilter({ $and: [{ tags: { $elemMatch: { '': 1 } } }] })).field).toBe('tags');
  });
});
