import fc from 'fast-check';
import { Query } from 'mingo';
import { compileMatcher } from './doc-matcher';

const scalar = fc.oneof(fc.constant(null), fc.constantFrom('a', 'b', ''), fc.constantFrom(0, 1, -0, 2.5), fc.boolean());
const fieldValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }), fc.record({ a: scalar }), fc.constant(new Date(0)));
const doc = fc.dictionary(fc.constantFrom('x', 'y', 'z'), fieldValue, { maxKeys: 3 });
const plainFilter = fc.dictionary(fc.constantFrom('x', 'y', 'z', '_id'), scalar, { minKeys: 1, maxKeys: 3 });

describe('compileMatcher', () => {
  it('decides plain equalities exactly as mingo does (arrays, null against missing, nested arrays, sub-documents)', () => {
    fc.assert(
      fc.property(doc, plainFilter, fc.constantFrom('id-1', 'id-2'), (fields, filter, id) => {
        const stored = { _id: 'id-1', ...fields, ...(id === 'id-2' ? { _id: id } : {}) };
        expect(compileMatcher(filter)(stored)).toBe(new Query(filter, {}).test(stored));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves operators, dotted paths and non-plain values to mingo', () => {
    const stored = { _id: '1', x: { a: 2 }, y: [1, 5], when: new Date(10) };
    expect(compileMatcher({ 'x.a': 2 })(stored)).toBe(true);
    expect(compileMatcher({ y: { $gt: 4 } })(stored)).toBe(true);
    expect(compileMatcher({ x: { a: 2 } })(stored)).toBe(true);
    expect(compileMatcher({ when: new Date(10) })(stored)).toBe(true);
    expect(compileMatcher({ y: Number.NaN })(stored)).toBe(false);
  });
});
