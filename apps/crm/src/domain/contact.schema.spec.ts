import { isAppError, type FieldIssue } from '@wbk/platform';
import { parseCreateContact, parsePatchContact } from './contact.schema';

function fieldsOf(fn: () => unknown): FieldIssue[] {
  try {
    fn();
  } catch (err) {
    if (isAppError(err) && err.code === 'validation_error') return (err.details as { fields: FieldIssue[] }).fields;
    throw err;
  }
  throw new Error('expected a validation_error');
}

const fieldNames = (fn: () => unknown) => fieldsOf(fn).map((f) => f.field);

describe('parseCreateContact', () => {
  it('accepts a full valid contact and normalises email and tags', () => {
    const input = parseCreateContact({
      first_name: ' Jane ',
      email: 'Jane.Doe@Example.COM',
      priority: 1,
      tags: ['vip', 'vip', 'lead'],
      linkedin_url: 'https://www.linkedin.com/in/jane',
      related_company_id: '0b9c3c1e-8a51-4b64-9d51-0b5e7b7c2f10',
      custom_fields: { 'a.b': 1, $x: { y: [1, 2] } },
    });
    expect(input).toMatchObject({ first_name: 'Jane', email: 'jane.doe@example.com', tags: ['vip', 'lead'], priority: 1 });
    expect(input.custom_fields).toEqual({ 'a.b': 1, $x: { y: [1, 2] } });
  });

  it('names every unknown field and calls read-only ones read-only', () => {
    const issues = fieldsOf(() => parseCreateContact({ email: 'a@b.co', nickname: 'x', favourite: 1, id: 'x' }));
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'nickname', message: 'is not a known field' },
        { field: 'favourite', message: 'is not a known field' },
        { field: 'id', message: 'is read-only' },
      ]),
    );
  });

  it('requires a name or an email', () => {
    expect(fieldNames(() => parseCreateContact({ phone: '+1 555' }))).toEqual(['body']);
    expect(fieldNames(() => parseCreateContact({ email: null, full_name: null }))).toEqual(['body']);
  });

  it.each([[null], [[1, 2]], ['text'], [undefined]])('rejects a body that is not an object (%p)', (body) => {
    expect(fieldNames(() => parseCreateContact(body))).toEqual(['body']);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['first_name', long(201), long(200)],
    ['last_name', long(201), long(200)],
    ['full_name', long(201), long(200)],
    ['phone', long(51), long(50)],
    ['job_title', long(201), long(200)],
    ['company', long(201), long(200)],
    ['email', `${long(310)}@example.com`, `${long(308)}@example.com`],
    ['linkedin_url', `https://x.com/${long(487)}`, `https://x.com/${long(486)}`],
  ])('bounds %s', (field, tooLong, longest) => {
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', [field]: tooLong }))).toEqual([field]);
    expect(() => parseCreateContact({ full_name: 'A', [field]: longest })).not.toThrow();
  });

  it.each([
    ['email', 'not-an-email'],
    ['linkedin_url', 'javascript:alert(1)'],
    ['linkedin_url', 'not a url'],
    ['priority', 0],
    ['priority', 4],
    ['priority', '1'],
    ['priority', 1.5],
    ['related_company_id', 'abc'],
    ['first_name', 42],
    ['first_name', ''],
    ['tags', 'vip'],
    ['custom_fields', [1]],
    ['custom_fields', 'x'],
  ])('rejects %s = %p', (field, value) => {
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', [field]: value }))).toEqual([field]);
  });

  it('bounds tags: count and each length', () => {
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }))).toEqual(['tags']);
    expect(() => parseCreateContact({ full_name: 'A', tags: Array.from({ length: 50 }, (_, i) => `t${i}`) })).not.toThrow();
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', tags: ['ok', 'x'.repeat(101)] }))).toEqual(['tags.1']);
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', tags: [''] }))).toEqual(['tags.0']);
  });

  it('bounds custom_fields size (16 KiB) and depth (10)', () => {
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', custom_fields: { k: 'x'.repeat(16 * 1024) } }))).toEqual(['custom_fields']);
    expect(() => parseCreateContact({ full_name: 'A', custom_fields: { k: 'x'.repeat(16 * 1024 - 20) } })).not.toThrow();
    const nest = (depth: number): Record<string, unknown> => (depth === 1 ? { v: 1 } : { n: nest(depth - 1) });
    expect(() => parseCreateContact({ full_name: 'A', custom_fields: nest(10) })).not.toThrow();
    expect(fieldNames(() => parseCreateContact({ full_name: 'A', custom_fields: nest(11) }))).toEqual(['custom_fields']);
  });

  it('keeps a __proto__ key in custom_fields as data', () => {
    const body = JSON.parse('{"full_name":"A","custom_fields":{"__proto__":{"x":1}}}') as unknown;
    const input = parseCreateContact(body);
    expect(Object.hasOwn(input.custom_fields ?? {}, '__proto__')).toBe(true);
  });
});

describe('parsePatchContact', () => {
  it('requires at least one field', () => {
    expect(fieldNames(() => parsePatchContact({}))).toEqual(['body']);
  });

  it('accepts null to clear and keeps absent fields absent', () => {
    expect(parsePatchContact({ phone: null })).toEqual({ phone: null });
  });

  it('names unknown fields', () => {
    expect(fieldNames(() => parsePatchContact({ emial: 'a@b.co' }))).toEqual(['emial']);
  });
});
