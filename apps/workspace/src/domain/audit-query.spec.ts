import { type AppError } from '@wbk/platform';
import { parseAuditQuery } from './audit-query';

function codeOf(fn: () => unknown): { code: string; fields: string[] } {
  try {
    fn();
  } catch (err) {
    const appErr = err as AppError;
    const fields = ((appErr.details?.['fields'] as Array<{ field: string }> | undefined) ?? []).map((f) => f.field);
    return { code: appErr.code, fields };
  }
  throw new Error('expected an error');
}

describe('parseAuditQuery', () => {
  it('defaults', () => {
    expect(parseAuditQuery({})).toEqual({ page: 1, perPage: 50, skip: 0, from: null, to: null, action: null, userId: null, resourceType: null });
  });

  it('reads every filter', () => {
    const q = parseAuditQuery({
      page: '2',
      per_page: '200',
      action: 'update',
      user_id: '7d8f3c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
      resource_type: 'contacts',
      from_date: '2026-01-01',
      to_date: '2026-01-31',
    });
    expect(q).toMatchObject({ page: 2, perPage: 200, skip: 200, action: 'update', resourceType: 'contacts' });
    expect(q.to?.toISOString()).toBe('2026-01-31T23:59:59.999Z');
  });

  it('refuses per_page over 200', () => {
    expect(codeOf(() => parseAuditQuery({ per_page: '201' }))).toEqual({ code: 'validation_error', fields: ['per_page'] });
  });

  it('names every bad parameter at once', () => {
    const result = codeOf(() => parseAuditQuery({ action: 'read', user_id: 'x', resource_type: 'planets', from_date: 'soon', foo: '1' }));
    expect(result.code).toBe('validation_error');
    expect(result.fields.sort()).toEqual(['action', 'foo', 'from_date', 'resource_type', 'user_id']);
  });

  it('is invalid_date_range only for a well-formed request', () => {
    expect(codeOf(() => parseAuditQuery({ from_date: '2026-02-01', to_date: '2026-01-31' })).code).toBe('invalid_date_range');
    expect(codeOf(() => parseAuditQuery({ from_date: '2026-02-01', to_date: '2026-01-31', action: 'x' })).code).toBe('validation_error');
  });
});
