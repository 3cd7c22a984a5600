import fc from 'fast-check';
import { parseDoc, serializeDoc } from './stored-json';

const leaf = fc.oneof(fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 4 }), fc.boolean(), fc.date({ noInvalidDate: true }));
// No stored key starts with '$' (the user-keys codec escapes them), so '$date' is not among them.
const key = fc.constantFrom('a', 'b', 'at');
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 3 })),
})).node;

describe('stored JSON', () => {
  it('reads back every document it writes, Dates at any depth', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 3 }), (fields) => {
        const doc = { _id: 'x', ...fields };
        // -0 is written as 0, as JSON has no negative zero.
        expect(parseDoc(serializeDoc(doc))).toEqual(withoutNegativeZero(doc));
      }),
      { numRuns: 1_000 },
    );
  });
});

function withoutNegativeZero(value: unknown): unknown {
  if (Object.is(value, -0)) return 0;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(withoutNegativeZero);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNegativeZero(v)]));
  return value;
}
