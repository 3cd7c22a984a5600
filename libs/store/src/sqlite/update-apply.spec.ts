import fc from 'fast-check';
import { update as mingoUpdate } from 'mingo/updater';
import type { UpdateSpec } from '../doc-store';
import { isUnsupportedQueryError } from '../query-errors';
import type { StoredDoc } from './stored-json';
import { applyUpdate } from './update-apply';

const path = fc.constantFrom('a', 'b', 'a.x', 'a.y', 'tags', 'sub.k');
const scalar = fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 2 }), fc.constantFrom('t1', 't2'), fc.boolean());
const field = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.record({ x: scalar, y: scalar }, { requiredKeys: [] }));
const doc = fc.record({ a: field, b: field, tags: fc.array(scalar, { maxLength: 3 }), sub: fc.record({ k: scalar }, { requiredKeys: [] }) }, { requiredKeys: [] });
const fieldsOf = <T>(operand: fc.Arbitrary<T>) => fc.dictionary(path, operand, { minKeys: 1, maxKeys: 2 });
const update: fc.Arbitrary<UpdateSpec> = fc.record(
  {
    $set: fieldsOf(field),
    $unset: fieldsOf(fc.constant('')),
    $inc: fieldsOf(fc.integer({ min: -2, max: 2 })),
    $push: fieldsOf(fc.oneof(scalar, fc.record({ $each: fc.array(scalar, { maxLength: 2 }) }))),
    $addToSet: fieldsOf(fc.oneof(scalar, fc.record({ $each: fc.array(scalar, { maxLength: 2 }) }))),
    $pull: fieldsOf(scalar),
  },
  { requiredKeys: [] },
).filter((u) => Object.keys(u).length > 0) as fc.Arbitrary<UpdateSpec>;

// structuredClone would build objects of another realm under jest, which mingo does not take for plain objects.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

type Outcome = { doc: StoredDoc } | { threw: true; conflict: boolean };

function outcome(run: () => void, target: StoredDoc): Outcome {
  try {
    run();
    return { doc: target };
  } catch (error) {
    return { threw: true, conflict: /conflict/i.test((error as Error).message) };
  }
}

describe('updates applied with mingo operators one by one', () => {
  it('give the document, or the refusal, that mingo update() gives', () => {
    fc.assert(
      fc.property(doc, update, (start, spec) => {
        const ours = copy({ _id: 'x', ...start }) as StoredDoc;
        const reference = copy({ _id: 'x', ...start }) as StoredDoc;
        const got = outcome(() => applyUpdate(ours, spec), ours);
        const want = outcome(() => mingoUpdate(reference, copy(spec) as Parameters<typeof mingoUpdate>[1]), reference);
        expect(got).toEqual(want);
      }),
      { numRuns: 3_000 },
    );
  });

  it('refuses two operators on one path with a message naming it', () => {
    const error = (() => {
      try {
        applyUpdate({ _id: 'x' }, { $set: { 'a.x': 1 }, $unset: { a: '' } });
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(isUnsupportedQueryError(error) && error.message).toContain("conflict at 'a'");
  });
});
