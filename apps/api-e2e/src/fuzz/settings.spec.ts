import { loadFuzzSettings } from './settings';

describe('fuzz settings', () => {
  it('uses the fixed seed and the small budget of npm test when nothing is set', () => {
    expect(loadFuzzSettings({})).toEqual({ seed: 20_261_124, validPerOperation: 8, invalidPerOperation: 40, trace: undefined });
  });

  it('reads the seed, the budget and the trace prefix from the environment', () => {
    expect(loadFuzzSettings({ FUZZ_SEED: '7', FUZZ_VALID: '40', FUZZ_INVALID: '160', FUZZ_TRACE: 'query:' })).toEqual({
      seed: 7,
      validPerOperation: 40,
      invalidPerOperation: 160,
      trace: 'query:',
    });
  });

  it.each([
    ['FUZZ_SEED', 'abc'],
    ['FUZZ_SEED', '-1'],
    ['FUZZ_VALID', '1.5'],
    ['FUZZ_INVALID', '1000001'],
  ])('rejects %s=%s and names the setting', (name, value) => {
    expect(() => loadFuzzSettings({ [name]: value })).toThrow(name);
  });
});
