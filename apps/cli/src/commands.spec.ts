import { parseCommand, UsageError, usage } from './commands';

const ws = '7d8f3c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';

describe('parseCommand', () => {
  it('workspace create with and without credits', () => {
    expect(parseCommand(['workspace', 'create', '--name', 'Acme', '--plan', 'pro', '--credits', '25'])).toEqual({
      method: 'CreateWorkspace',
      request: { name: 'Acme', plan: 'pro', timezone: '', locale: '', currency: '', jurisdiction: '', credits: 25, has_credits: true },
    });
    expect(parseCommand(['workspace', 'create', '--name', 'Acme']).request).toMatchObject({ credits: 0, has_credits: false });
  });

  it('key create splits permissions', () => {
    expect(parseCommand(['key', 'create', '--workspace', ws, '--name', 'ci', '--permissions', 'read, write,read:settings', '--expires', '2027-01-01'])).toEqual({
      method: 'CreateApiKey',
      request: { workspace_id: ws, name: 'ci', permissions: ['read', 'write', 'read:settings'], expires_at: '2027-01-01' },
    });
  });

  it('key revoke takes --id or --key', () => {
    expect(parseCommand(['key', 'revoke', '--id', 'k1'])).toEqual({ method: 'RevokeApiKey', request: { key_id: 'k1' } });
    expect(parseCommand(['key', 'revoke', '--key', 'k2']).request).toEqual({ key_id: 'k2' });
    expect(() => parseCommand(['key', 'revoke'])).toThrow(UsageError);
  });

  it('provider connect and disconnect', () => {
    expect(parseCommand(['provider', 'connect', '--workspace', ws, '--category', 'email', '--name', 'mail_provider_a']).request).toMatchObject({ connected: true, scopes: [] });
    expect(parseCommand(['provider', 'disconnect', '--workspace', ws, '--category', 'email', '--name', 'mail_provider_a']).request).toMatchObject({ connected: false });
  });

  it('limits set: --per-minute or --minute, absent means 0 (the plan)', () => {
    expect(parseCommand(['limits', 'set', '--workspace', ws, '--daily', '1000000', '--per-minute', '5000']).request).toEqual({ workspace_id: ws, daily_limit: 1000000, minute_limit: 5000 });
    expect(parseCommand(['limits', 'set', '--workspace', ws, '--minute', '7']).request).toEqual({ workspace_id: ws, daily_limit: 0, minute_limit: 7 });
  });

  it('credits, plan and user', () => {
    expect(parseCommand(['credits', 'set', '--workspace', ws, '--balance', '10'])).toEqual({ method: 'SetCredits', request: { workspace_id: ws, balance: 10 } });
    expect(parseCommand(['plan', 'set', '--workspace', ws, '--plan', 'org']).method).toBe('SetPlan');
    expect(parseCommand(['user', 'create', '--workspace', ws, '--email', 'a@b.co']).request).toEqual({ workspace_id: ws, email: 'a@b.co', name: '', role: '' });
  });

  it.each([
    [[]],
    [['workspace']],
    [['workspace', 'delete']],
    [['--name', 'x']],
    [['workspace', 'create']],
    [['workspace', 'create', '--name', 'A', '--colour', 'red']],
    [['workspace', 'create', '--name', 'A', 'extra']],
    [['workspace', 'create', '--name']],
    [['credits', 'set', '--workspace', ws, '--balance', 'ten']],
    [['credits', 'set', '--workspace', ws, '--balance', '1.5']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });

  it('usage lists every command', () => {
    expect(usage()).toContain('wbk key revoke');
    expect(usage()).toContain('wbk limits set');
  });
});
