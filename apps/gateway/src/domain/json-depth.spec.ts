import { exceedsJsonDepth } from './json-depth';

describe('exceedsJsonDepth', () => {
  it('counts nested objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(exceedsJsonDepth('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[{{{{{\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('[]', 1)).toBe(false);
    expect(exceedsJsonDepth('42', 0)).toBe(false);
  });

  it('finds thousands of levels without recursion', () => {
    expect(exceedsJsonDepth('['.repeat(100_000) + ']'.repeat(100_000), 32)).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`, 32)).toBe(false);
  });
});
