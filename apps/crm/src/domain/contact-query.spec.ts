import { isAppError, type FieldIssue } from '@wbk/platform';
import { parseContactGetQuery, parseContactListQuery } from './contact-query';

function issues(fn: () => unknown): FieldIssue[] {
  try {
    fn();
  } catch (err) {
    if (isAppError(err)) return (err.details as { fields: FieldIssue[] }).fields;
    throw err;
  }
  throw new Error('expected a validation_error');
}

describe('parseContactListQuery', () => {
  it('defaults to page 1 of 50', () => {
    expect(parseContactListQuery({})).toEqual({ page: 1, perPage: 50, skip: 0 });
  });

  it('accepts the filters and lower-cases the email', () => {
    expect(parseContactListQuery({ page: '2', per_page: '200', email: 'A@B.co', tag: 'vip' })).toEqual({ page: 2, perPage: 200, skip: 200, email: 'a@b.co', tag: 'vip' });
  });

  it('refuses per_page over 200 and unknown parameters', () => {
    expect(issues(() => parseContactListQuery({ per_page: '201' })).map((i) => i.field)).toEqual(['per_page']);
    expect(issues(() => parseContactListQuery({ sort: 'name', q: 'x' })).map((i) => i.field)).toEqual(['sort', 'q']);
  });
});

describe('parseContactGetQuery', () => {
  it.each([
    [{}, []],
    [{ include: 'notes' }, ['notes']],
    [{ include: 'deals, tasks' }, ['deals', 'tasks']],
    [{ include: '*' }, ['notes', 'tasks', 'deals']],
    [{ include: '' }, []],
  ])('%p -> %p', (query, expected) => {
    expect([...parseContactGetQuery(query)].sort()).toEqual([...expected].sort());
  });

  it('names include and lists allowed values for anything else', () => {
    const [issue] = issues(() => parseContactGetQuery({ include: 'notes,emails' }));
    expect(issue?.field).toBe('include');
    expect(issue?.message).toContain('emails');
    expect(issue?.message).toContain('notes, tasks, deals');
  });

  it('refuses unknown parameters', () => {
    expect(issues(() => parseContactGetQuery({ expand: 'notes' })).map((i) => i.field)).toEqual(['expand']);
  });
});
