import { escapeNulInRegex } from './regex-nul';

describe('escapeNulInRegex', () => {
  it('writes a NUL of a $regex as the pattern escape \\x00, at any depth', () => {
    expect(escapeNulInRegex({ $and: [{ name_tokens: { $regex: '^ab\0c' } }] })).toEqual({ $and: [{ name_tokens: { $regex: '^ab\\x00c' } }] });
    expect(new RegExp('^ab\\x00c').test('ab\0c')).toBe(true);
  });

  it('leaves every other value alone, and a filter without a NUL is the same object', () => {
    const plain = { workspace_id: 'w1', name: { $regex: '^a', $options: 'i' } };
    expect(escapeNulInRegex(plain)).toBe(plain);
    expect(escapeNulInRegex({ note: 'a\0b', n: { $regex: 'x\0' } })).toEqual({ note: 'a\0b', n: { $regex: 'x\\x00' } });
  });
});
