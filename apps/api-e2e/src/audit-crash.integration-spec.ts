/**
 * The gateway's audit trail survives a gateway crash: a burst of writes is
 * answered 2xx, the gateway is SIGKILLed the moment the last answer arrives,
 * and after it is started again every one of those calls is in the audit log.
 * An audit queue held only in memory loses the entries still waiting for their
 * flush when the process dies.
 */
import { aContact, createTestWorkspace, expectEventually, startStack, type Stack } from '@wbk/testing';

const BURST = 8;

interface AuditEntry {
  resource_id: string | null;
}

describe('audit entries of answered calls after a gateway crash', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('finds the audit entry of every 2xx write answered just before the gateway was SIGKILLed', async () => {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write', 'admin'] });
    const api = stack.api(workspace.keys.full);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => api.post('/v1/contacts', aContact({ first_name: `Audited${i}` }))));
    await stack.kill('gateway', 'SIGKILL');
    for (const answer of answers) expect(answer.status).toBe(201);
    const ids = answers.map((answer) => (answer.body.data as { id: string }).id).sort();

    await stack.restart('gateway');
    await expectEventually(
      async () => {
        const response = await api.get('/v1/audit-logs?action=create&resource_type=contacts&per_page=100');
        expect(response.status).toBe(200);
        const logged = (response.body.data as { logs: AuditEntry[] }).logs.map((entry) => entry.resource_id);
        expect(ids.filter((id) => !logged.includes(id))).toEqual([]);
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
  });
});
