import { AppError } from '@wbk/platform';
import { auditFor, decodeApiRequest, parseBodyJson, rejectUnknownQuery, reply } from './api-call';

const ROOT = '6f1c1b7e-2d4a-4c59-9a43-0b0f3f1f7a11';
const WORKFLOW = '0e7b1f8e-5c3d-4b2a-8f6e-1a2b3c4d5e6f';
const KEY = '8a4f0c2e-1b3d-4e5f-9a6b-7c8d9e0f1a2b';

describe('decodeApiRequest', () => {
  it('refuses a request without a workspace', () => {
    expect(() => decodeApiRequest({ context: { workspace_id: '' }, body_json: '' })).toThrow(AppError);
    expect(() => decodeApiRequest(null)).toThrow(/no workspace context/);
  });

  it('reads path, query, body, idempotency key and an automation cause', () => {
    const call = decodeApiRequest({
      context: {
        workspace_id: 'w',
        request_id: 'r',
        api_key_id: 'k',
        permissions: ['read:contacts'],
        idempotency_key: KEY.toUpperCase(),
        causation_root_id: ROOT,
        causation_depth: 2,
        causation_workflow_id: WORKFLOW,
      },
      path: { id: 'x' },
      query: { page: '2' },
      body_json: '{"a":1}',
    });
    expect(call).toEqual({
      workspaceId: 'w',
      requestId: 'r',
      path: { id: 'x' },
      query: { page: '2' },
      bodyJson: '{"a":1}',
      caller: { keyId: 'k', permissions: ['read:contacts'] },
      idempotencyKey: KEY,
      cause: { root_id: ROOT, depth: 2, workflow_id: WORKFLOW },
    });
  });

  it('refuses a context that is absent or not a message', () => {
    for (const context of [undefined, null, 'w', 42, ['w']]) {
      expect(() => decodeApiRequest({ context, body_json: '' })).toThrow(/no workspace context/);
    }
  });

  it('reads fields left out or of the wrong type as their proto3 defaults', () => {
    const call = decodeApiRequest({ context: { workspace_id: 'w', request_id: 7, api_key_id: null, permissions: 'all', causation_root_id: ROOT, causation_depth: 'deep' }, path: 'x', body_json: 5 });
    expect(call).toEqual({ workspaceId: 'w', requestId: '', path: {}, query: {}, bodyJson: '', caller: { keyId: '', permissions: [] }, cause: { root_id: ROOT, depth: 0 } });
  });

  it('leaves out a cause and key that are not UUIDs', () => {
    const call = decodeApiRequest({ context: { workspace_id: 'w', idempotency_key: 'nope', causation_root_id: '' }, body_json: '' });
    expect(call.cause).toBeUndefined();
    expect(call.idempotencyKey).toBeUndefined();
  });
});

describe('parseBodyJson and reply', () => {
  it('reads an empty body as undefined and refuses broken JSON', () => {
    expect(parseBodyJson('  ')).toBeUndefined();
    expect(() => parseBodyJson('{')).toThrow(/valid JSON/);
  });

  it('builds a reply with defaults', () => {
    expect(reply({ id: 1 }, { created: true })).toEqual({ data_json: '{"id":1}', meta: null, has_meta: false, created: true, audit: null });
  });
});

describe('rejectUnknownQuery', () => {
  function refusal(query: Record<string, string>, accepted?: readonly string[]): AppError {
    try {
      rejectUnknownQuery(query, accepted);
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
    throw new Error('expected a validation error');
  }

  it('lets an empty query and accepted parameters through', () => {
    expect(() => rejectUnknownQuery({})).not.toThrow();
    expect(() => rejectUnknownQuery({ include: 'notes' }, ['include'])).not.toThrow();
  });

  it('names every unknown parameter when the route takes none', () => {
    const err = refusal({ bogus: '1', page: '2' });
    expect(err.code).toBe('validation_error');
    expect(err.details).toEqual({
      fields: [
        { field: 'bogus', message: 'is not a known query parameter (none are accepted)' },
        { field: 'page', message: 'is not a known query parameter (none are accepted)' },
      ],
    });
  });

  it('lists the accepted parameters and refuses only the others', () => {
    const err = refusal({ include: 'notes', includes: 'tasks' }, ['include']);
    expect(err.details).toEqual({ fields: [{ field: 'includes', message: 'is not a known query parameter (accepted: include)' }] });
  });

  it('is case-sensitive, as query parameter names are', () => {
    expect(refusal({ Include: 'notes' }, ['include']).details).toEqual({ fields: [{ field: 'Include', message: 'is not a known query parameter (accepted: include)' }] });
  });
});

describe('auditFor', () => {
  it('builds the audit record of its resource type, the diff as JSON text when there is one', () => {
    const audit = auditFor('contacts');
    expect(audit('update', 'c1', { name: 'Ada' })).toEqual({ action: 'update', resource_type: 'contacts', resource_id: 'c1', diff_json: '{"name":"Ada"}' });
    expect(audit('delete', 'c1')).toEqual({ action: 'delete', resource_type: 'contacts', resource_id: 'c1', diff_json: '' });
  });
});
