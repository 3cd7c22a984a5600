import { decodeKey, decodeValue, encodeKey, encodeValue, isOperatorObject } from './user-keys.codec';

describe('user key codec', () => {
  it.each(['plain', 'a.b', '$x', '$$date', '__proto__', '%', '%2E', '%24', '%5F_proto__', '.$.', '$', 'x$y', '', '_proto__'])(
    'round-trips %p to a key without "." or a leading "$"',
    (key) => {
      const encoded = encodeKey(key);
      expect(encoded.includes('.')).toBe(false);
      expect(encoded.startsWith('$')).toBe(false);
      expect(encoded).not.toBe('__proto__');
      expect(decodeKey(encoded)).toBe(key);
    },
  );

  it('leaves known field names unchanged', () => {
    expect(encodeKey('workspace_id')).toBe('workspace_id');
    expect(encodeKey('custom_fields')).toBe('custom_fields');
  });

  it('keeps a decoded __proto__ key as an own property without touching the prototype', () => {
    const input = JSON.parse('{"__proto__":{"admin":true},"a":[{"b.c":1}]}') as unknown;
    const out = decodeValue(encodeValue(input)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(out)).toBe(JSON.stringify(input));
  });

  it('copies own keys only, in their order, even when Object.prototype has an enumerable key', () => {
    Object.defineProperty(Object.prototype, 'polluted', { value: 'x', enumerable: true, configurable: true });
    try {
      const encoded = encodeValue({ b: 1, a: { 'c.d': 2 } }) as Record<string, Record<string, unknown>>;
      expect(Object.keys(encoded)).toEqual(['b', 'a']);
      expect(Object.hasOwn(encoded, 'polluted')).toBe(false);
      expect(Object.keys(encoded['a']!)).toEqual(['c%2Ed']);
      const decoded = decodeValue(encoded) as Record<string, unknown>;
      expect(Object.keys(decoded)).toEqual(['b', 'a']);
      expect(Object.hasOwn(decoded, 'polluted')).toBe(false);
      expect(isOperatorObject({ $gt: 1 })).toBe(true);
      expect(isOperatorObject({})).toBe(false);
    } finally {
      delete (Object.prototype as Record<string, unknown>)['polluted'];
    }
  });

  it('keeps Dates and drops undefined properties', () => {
    const when = new Date(0);
    expect(decodeValue(encodeValue({ when, gone: undefined, list: [undefined] }))).toEqual({ when, list: [null] });
  });
});
