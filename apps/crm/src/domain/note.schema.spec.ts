import { isAppError, type FieldIssue } from '@wbk/platform';
import { parseCreateNote } from './note.schema';

function fields(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (isAppError(err) && err.code === 'validation_error') return (err.details as { fields: FieldIssue[] }).fields.map((f) => f.field);
    throw err;
  }
  throw new Error('expected a validation_error');
}

describe('parseCreateNote', () => {
  it('defaults note_type to general, content and category to null, tags to []', () => {
    expect(parseCreateNote({ title: 'T' }, 'contact')).toEqual({ title: 'T', content: null, note_type: 'general', category: null, tags: [] });
  });

  it('keeps content exactly as written and takes category only on contact notes', () => {
    expect(parseCreateNote({ title: 'T', content: ' a\n', category: 'sales' }, 'contact')).toMatchObject({ content: ' a\n', category: 'sales' });
    expect(fields(() => parseCreateNote({ title: 'T', category: 'sales' }, 'company'))).toEqual(['category']);
  });

  it('requires a title and bounds content at 50,000 characters', () => {
    expect(fields(() => parseCreateNote({}, 'company'))).toEqual(['title']);
    expect(fields(() => parseCreateNote({ title: '  ' }, 'company'))).toEqual(['title']);
    expect(fields(() => parseCreateNote({ title: 'T', content: 'x'.repeat(50_001) }, 'company'))).toEqual(['content']);
    expect(parseCreateNote({ title: 'T', content: 'x'.repeat(50_000) }, 'company').content).toHaveLength(50_000);
  });

  it('refuses a non-object body, wrong types and oversize labels', () => {
    expect(fields(() => parseCreateNote('x', 'company'))).toEqual(['body']);
    expect(fields(() => parseCreateNote({ title: 1, note_type: 'x'.repeat(51), tags: 'a' }, 'company')).sort()).toEqual(['note_type', 'tags', 'title']);
  });
});
