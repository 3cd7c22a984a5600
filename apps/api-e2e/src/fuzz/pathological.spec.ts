import { pathologicalStrings, repeatedParts } from './pathological';

// The send-recipient pattern before it was made linear: `[^\s@]+` and `\.[^\s@]{2,}` overlap on dots.
const OVERLAPPING_EMAIL = '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$';
const LINEAR_EMAIL = '^[^\\s@]{1,64}@[^\\s@.]+(?:\\.[^\\s@.]+)*\\.[^\\s@.]{2,}$';

describe('pathological strings of a pattern', () => {
  it('runs each repeated part, a repeated group whole, after the text that reaches it', () => {
    expect(repeatedParts(LINEAR_EMAIL)).toEqual([
      { prefix: 'a@', unit: 'a' },
      { prefix: 'a@a', unit: '.a' },
      { prefix: 'a@a.', unit: 'a' },
    ]);
  });

  it('also runs a literal of the pattern that a repeated class accepts: the dots of a@...@', () => {
    expect(pathologicalStrings(OVERLAPPING_EMAIL, 8)).toContain(`a@${'.'.repeat(8)}@`);
  });

  it('ends every string with a character the pattern refuses, at the length asked', () => {
    for (const pattern of [OVERLAPPING_EMAIL, LINEAR_EMAIL, '^[A-Za-z0-9+/]*={0,2}$', '\\{\\{\\s*([a-z_]+)\\.([A-Za-z0-9_.-]+)\\s*\\}\\}']) {
      const strings = pathologicalStrings(pattern, 1_000);
      expect(strings.length).toBeGreaterThan(0);
      for (const text of strings) {
        expect(text.length).toBeGreaterThanOrEqual(1_000);
        expect(new RegExp(pattern).test(text.slice(0, 40) + text.slice(-1))).toBe(false);
      }
    }
  });

  it('has nothing to run in a pattern of bounded repeats only', () => {
    expect(pathologicalStrings('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 1_000)).toEqual([]);
  });
});
