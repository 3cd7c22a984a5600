import { nedbSerialize, serializeLine } from './nedb-internals';

describe('serializeLine', () => {
  const samples: Array<[string, unknown]> = [
    ['flat strings and numbers', { _id: 'a', n: 1, s: 'x', f: 1.5, neg: -0 }],
    ['null, booleans and undefined fields', { _id: 'b', a: null, t: true, f: false, gone: undefined }],
    ['a top-level Date', { _id: 'c', at: new Date(1_700_000_000_123) }],
    ['Dates nested in objects and arrays', { _id: 'd', when: { first: new Date(5), list: [new Date(6), 'x', { deep: new Date(7) }] } }],
    ['undefined inside arrays', { _id: 'e', list: [1, undefined, null] }],
    ['unicode and escapes', { _id: 'f', text: 'é \u2028 "quoted" \\ \n tab\t 😀' }],
    ['nedb markers', { $$deleted: true, _id: 'g' }],
    ['an index declaration', { $$indexCreated: { fieldName: 'a,b', unique: false, sparse: true } }],
    ['empty containers', { _id: 'h', o: {}, a: [], nested: [[], [{}]] }],
  ];

  it.each(samples)('writes what nedb writes: %s', (_name, doc) => {
    expect(serializeLine(doc)).toBe(nedbSerialize(doc));
  });

  it('leaves the document it serializes untouched', () => {
    const at = new Date(9);
    const doc = { _id: 'i', at, list: [at] };
    serializeLine(doc);
    expect(doc.at).toBe(at);
    expect(doc.list[0]).toBe(at);
  });
});
