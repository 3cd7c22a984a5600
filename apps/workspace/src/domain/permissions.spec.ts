import { isPermissionName, validatePermissions } from './permissions';

describe('permission names', () => {
  it.each(['read', 'write', 'assistant', 'admin', 'read:settings', 'write:workflows', 'companies:write', 'deals:read', 'read:calendar'])(
    'accepts %s',
    (name) => expect(isPermissionName(name)).toBe(true),
  );

  it.each(['', 'READ', 'delete', 'read:', ':read', 'read:Settings', 'companies:delete', 'read:settings:x', 'read settings', 'superuser'])(
    'refuses %j',
    (name) => expect(isPermissionName(name)).toBe(false),
  );

  it('trims and removes duplicates, keeping order', () => {
    expect(validatePermissions(['read', ' write ', 'read'])).toEqual({ permissions: ['read', 'write'], issues: [] });
  });

  it('names each bad entry', () => {
    const { issues } = validatePermissions(['read', 'nope']);
    expect(issues).toEqual([expect.objectContaining({ field: 'permissions[1]' })]);
  });

  it('requires at least one', () => {
    expect(validatePermissions([]).issues).toEqual([expect.objectContaining({ field: 'permissions' })]);
  });
});
