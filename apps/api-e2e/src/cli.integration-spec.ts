import { startStack, type Stack } from '@wbk/testing';

/**
 * The admin CLI's contract: every command prints exactly one JSON object on
 * stdout and exits 0; a bad command exits 1 and explains itself on stderr.
 * (AdminClient refuses any other output, so each call below checks that.)
 */
describe('admin CLI', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('prints exactly one JSON object per command', async () => {
    const workspace = await stack.admin.createWorkspace({ name: 'CLI workspace', plan: 'starter', credits: 10 });
    expect(workspace.id).toEqual(expect.any(String));

    const key = await stack.admin.createKey(workspace.id, { name: 'cli key', permissions: ['read'] });
    expect(key.key).toMatch(/^wbk_/);
    expect(key.id).toEqual(expect.any(String));

    const steps: Array<[string, () => Promise<Record<string, unknown>>]> = [
      ['connectProvider', () => stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a' })],
      ['disconnectProvider', () => stack.admin.disconnectProvider(workspace.id, { category: 'email', name: 'mail_provider_a' })],
      ['setCredits', () => stack.admin.setCredits(workspace.id, 99)],
      ['setPlan', () => stack.admin.setPlan(workspace.id, 'pro')],
      ['setLimits', () => stack.admin.setLimits(workspace.id, { daily: 500, minute: 20 })],
      ['createUser', () => stack.admin.createUser(workspace.id, { email: 'cli.user@example.com', name: 'Cli User', role: 'member' })],
      ['revokeKey', () => stack.admin.revokeKey(key.id)],
    ];
    for (const [name, step] of steps) {
      const record = await step();
      expect([name, typeof record]).toEqual([name, 'object']);
    }
  });

  it('applies what it changes: a plan set through the CLI shows in the API', async () => {
    const workspace = await stack.admin.createWorkspace({ plan: 'starter' });
    const key = await stack.admin.createKey(workspace.id, { permissions: ['read'] });
    await stack.admin.setPlan(workspace.id, 'org');
    await stack.admin.setCredits(workspace.id, 7);
    const settings = await stack.api(key.key).get('/v1/settings');
    expect(settings.body.data).toMatchObject({ billing: { plan: 'org', credits_balance: 7 } });
  });

  it.each([[['no-such-command']], [['key', 'create']], [['workspace', 'create', '--plan', 'platinum']]])('exits 1 with a message on stderr for %j', async (args) => {
    const result = await stack.admin.run(args);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).not.toBe('');
    expect(result.json).toBeUndefined();
  });

  it('finds the stack through DATA_DIR/stack.json', async () => {
    const result = await stack.admin.run(['workspace', 'create', '--name', 'via stack file'], { WORKSPACE_URL: undefined });
    expect(result.code).toBe(0);
    expect(result.json).toMatchObject({ id: expect.any(String) });
  });
});
