import { aContact, createTestWorkspace, expectEventually, startStack, type ApiClient, type Stack, type TestWorkspace } from '@wbk/testing';

interface AuditEntry {
  id: string;
  timestamp: string;
  action: string;
  resource_type: string;
  resource_id: string | null;
  details: Record<string, unknown>;
  [field: string]: unknown;
}

/** Matches null or any string (jest has no built-in "one of"). */
const nullableString = {
  asymmetricMatch: (value: unknown) => value === null || typeof value === 'string',
  toAsymmetricMatcher: () => 'null or string',
};

describe('workspace settings, providers, users and audit logs', () => {
  let stack: Stack;
  let workspace: TestWorkspace;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startStack();
    workspace = await createTestWorkspace(stack.admin, { plan: 'org', credits: 42 }, { full: ['read', 'write', 'assistant', 'admin'] });
    admin = stack.api(workspace.keys.full);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('GET /v1/settings returns every field of the workspace settings', async () => {
    const response = await admin.get('/v1/settings');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      workspace_id: workspace.id,
      name: expect.any(String),
      slug: expect.any(String),
      timezone: expect.any(String),
      locale: expect.any(String),
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      jurisdiction: expect.stringMatching(/^[A-Z]{2}$/),
      billing: { plan: 'org', seats: expect.any(Number), credits_balance: 42, trial_ends_at: nullableString },
      features: expect.any(Object),
      branding: { primary_color: nullableString, logo_url: nullableString, accent_color: nullableString },
      retention: { audit_log_days: expect.any(Number), soft_delete_days: expect.any(Number) },
      created_at: expect.any(String),
    });
  });

  describe('GET /v1/settings/providers', () => {
    it('lists providers, filters by category, and refuses an unknown category', async () => {
      const all = await admin.get('/v1/settings/providers');
      expect(all.status).toBe(200);
      const providers = (all.body.data as { providers: Array<Record<string, unknown>> }).providers;
      expect(providers.length).toBeGreaterThan(0);
      for (const field of ['category', 'name', 'connected', 'account_id', 'display_name', 'scopes', 'connected_at', 'last_sync_at', 'status', 'error_message']) {
        expect(providers[0]).toHaveProperty(field);
      }

      const email = await admin.get('/v1/settings/providers?category=email');
      expect(email.status).toBe(200);
      const emailProviders = (email.body.data as { providers: Array<{ category: string }> }).providers;
      expect(emailProviders.length).toBeGreaterThan(0);
      expect(emailProviders.every((p) => p.category === 'email')).toBe(true);

      const invalid = await admin.get('/v1/settings/providers?category=fax');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ error: { code: 'validation_error' } });
    });

    it('shows a provider connected through the CLI as connected and healthy', async () => {
      await stack.admin.connectProvider(workspace.id, { category: 'calendar', name: 'calendar_provider_a' });
      const response = await admin.get('/v1/settings/providers?category=calendar');
      const provider = (response.body.data as { providers: Array<Record<string, unknown>> }).providers.find((p) => p.name === 'calendar_provider_a');
      expect(provider).toMatchObject({ category: 'calendar', connected: true, status: 'healthy', error_message: null });
      expect(provider?.connected_at).toEqual(expect.any(String));
    });
  });

  it('GET /v1/users lists users created through the CLI', async () => {
    await stack.admin.createUser(workspace.id, { email: 'paralegal@example.com', name: 'Pat Paralegal', role: 'member' });
    const response = await admin.get('/v1/users');
    expect(response.status).toBe(200);
    const users = (response.body.data as { users: Array<Record<string, unknown>> }).users;
    expect(users).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'paralegal@example.com' })]));
    expect(response.body.meta).toMatchObject({ page: 1, total: expect.any(Number) });
  });

  describe('GET /v1/audit-logs', () => {
    const logs = async (query = ''): Promise<AuditEntry[]> => {
      const response = await admin.get(`/v1/audit-logs${query}`);
      expect(response.status).toBe(200);
      return (response.body.data as { logs: AuditEntry[] }).logs;
    };

    it('records earlier calls with every spec field, and the diff of an update', async () => {
      const created = await admin.post('/v1/contacts', aContact({ job_title: 'Clerk' }), { 'user-agent': 'e2e-agent/1.0' });
      expect(created.status).toBe(201);
      const contactId = (created.body.data as { id: string }).id;
      expect((await admin.patch(`/v1/contacts/${contactId}`, { job_title: 'Senior clerk' })).status).toBe(200);

      const createEntry = await expectEventually(async () => {
        const entry = (await logs('?action=create&resource_type=contacts')).find((e) => e.resource_id === contactId);
        expect(entry).toBeDefined();
        return entry!;
      });
      expect(createEntry).toEqual({
        id: expect.any(String),
        timestamp: expect.any(String),
        user: { id: null, email: nullableString, type: 'api_key' },
        action: 'create',
        resource_type: 'contacts',
        resource_id: contactId,
        details: expect.objectContaining({ method: 'POST', status_code: 201 }),
        ip_address: expect.stringMatching(/^[0-9a-f.:]+$/i),
        user_agent: 'e2e-agent/1.0',
      });

      const updateEntry = await expectEventually(async () => {
        const entry = (await logs('?action=update')).find((e) => e.resource_id === contactId);
        expect(entry).toBeDefined();
        return entry!;
      });
      expect(updateEntry.details.diff).toEqual({ job_title: { from: 'Clerk', to: 'Senior clerk' } });
    });

    it('filters by action, resource_type and date range', async () => {
      await expectEventually(async () => expect((await logs('?resource_type=contacts')).length).toBeGreaterThan(0));
      for (const entry of await logs('?action=update')) expect(entry.action).toBe('update');
      for (const entry of await logs('?resource_type=contacts')) expect(entry.resource_type).toBe('contacts');

      const future = await logs('?from_date=2999-01-01');
      expect(future).toEqual([]);
      const past = await logs('?to_date=2000-01-01');
      expect(past).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await logs(`?from_date=${today}&to_date=2999-12-31&resource_type=contacts`)).length).toBeGreaterThan(0);
    });

    it('lists newest first', async () => {
      const entries = await logs();
      const times = entries.map((e) => Date.parse(e.timestamp));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('answers 400 invalid_date_range when from_date is after to_date', async () => {
      const response = await admin.get('/v1/audit-logs?from_date=2025-02-01&to_date=2025-01-01');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'invalid_date_range' } });
    });

    it('answers 400 validation_error for per_page over 200', async () => {
      const response = await admin.get('/v1/audit-logs?per_page=201');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'validation_error' } });
    });
  });
});
