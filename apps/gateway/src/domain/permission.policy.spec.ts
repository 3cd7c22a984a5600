import { isGranted, permissionError } from './permission.policy';

describe('isGranted', () => {
  it.each([
    // [held, required, granted]
    [['read'], 'read:contacts', true],
    [['read'], 'contacts:read', true],
    [['read:contacts'], 'read:contacts', true],
    [['contacts:read'], 'read:contacts', true],
    [['read:contacts'], 'contacts:read', true],
    [['read:settings'], 'read:contacts', false],
    [['write'], 'read:contacts', false],
    [['read'], 'write:contacts', false],
    [['write'], 'write:contacts', true],
    [['write'], 'companies:write', true],
    [['companies:write'], 'write:companies', true],
    [['write:contacts'], 'contacts:write', true],
    [['assistant'], 'assistant', true],
    [['read', 'write'], 'assistant', false],
    [['read', 'write', 'assistant'], 'admin', false],
    [['admin'], 'admin', true],
    [['admin'], 'read:contacts', true],
    [['admin'], 'write:enrich', true],
    [['admin'], 'assistant', true],
    [[], 'read:contacts', false],
  ] as Array<[string[], string, boolean]>)('%j needs %s -> %s', (held, required, granted) => {
    expect(isGranted(held, required)).toBe(granted);
  });
});

describe('permissionError', () => {
  it('names the missing scoped permission', () => {
    const err = permissionError(['write'], ['read:contacts']);
    expect(err?.code).toBe('insufficient_permissions');
    expect(err?.message).toBe('This key lacks the permission read:contacts');
    expect(err?.details).toEqual({ required: 'read:contacts', missing: ['read:contacts'] });
  });

  it('needs every one of several permissions, and names each that is missing', () => {
    const required = ['write:enrich', 'read:contacts', 'write:contacts'];
    expect(permissionError(['write:enrich', 'read', 'write'], required)).toBeNull();
    expect(permissionError(['write:enrich', 'contacts:read', 'contacts:write'], required)).toBeNull();
    const onlyEnrich = permissionError(['write:enrich'], required);
    expect(onlyEnrich?.code).toBe('insufficient_permissions');
    expect(onlyEnrich?.message).toBe('This key lacks the permissions read:contacts, write:contacts (this call needs all of write:enrich, read:contacts, write:contacts)');
    expect(onlyEnrich?.details).toEqual({ required: 'read:contacts', missing: ['read:contacts', 'write:contacts'] });
    expect(permissionError(['read:contacts', 'write:contacts'], required)?.details).toEqual({ required: 'write:enrich', missing: ['write:enrich'] });
    expect(permissionError(['write:enrich', 'read'], required)?.message).toBe('This key lacks the permission write:contacts');
  });

  it('asks for an admin key on admin endpoints', () => {
    const err = permissionError(['read', 'write'], ['admin']);
    expect(err?.code).toBe('admin_key_required');
    expect(err?.message).toMatch(/requires an admin key/);
  });

  it('is null when allowed', () => {
    expect(permissionError(['read'], ['read:settings'])).toBeNull();
  });
});
