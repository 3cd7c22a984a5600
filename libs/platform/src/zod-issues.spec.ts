import { z } from 'zod';
import { AppError } from './app-error';
import { parseOrThrow, toFieldIssues } from './zod-issues';

const schema = z.strictObject({ name: z.string().max(3), tags: z.array(z.string()).optional() });

describe('toFieldIssues', () => {
  it('names each bad and each unknown field, read-only ones as such', () => {
    const result = schema.safeParse({ name: 'toolong', id: 'x', colour: 1, tags: [1] });
    expect(result.success).toBe(false);
    const issues = toFieldIssues(result.error!, { readOnlyFields: new Set(['id']) });
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'name', message: expect.stringContaining('3') },
        { field: 'id', message: 'is read-only' },
        { field: 'colour', message: 'is not a known field' },
        { field: 'tags.0', message: 'must be a string' },
      ]),
    );
  });

  it('prefixes nested paths', () => {
    const result = schema.safeParse({ name: 1 });
    expect(toFieldIssues(result.error!, { prefix: 'contacts.3' })).toEqual([{ field: 'contacts.3.name', message: 'must be a string' }]);
  });
});

describe('parseOrThrow', () => {
  it('returns the parsed value or throws validation_error with details.fields', () => {
    expect(parseOrThrow(schema, { name: 'ok' })).toEqual({ name: 'ok' });
    try {
      parseOrThrow(schema, { name: 5 });
      throw new Error('expected a validation error');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).details).toEqual({ fields: [{ field: 'name', message: 'must be a string' }] });
    }
  });
});
