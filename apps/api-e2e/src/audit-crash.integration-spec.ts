/**
 * The gateway's audit trail survives a gateway crash: while writes stream
 * through it, the gateway is SIGKILLed; after it is started again, every call
 * the client got a 2xx answer for is in the audit log. An audit queue held only
 * in memory loses the entries answered since its last flush.
 */
import { aContact, createTestWorkspace, expectEventually, startStack, type ApiClient, type Stack } from '@wbk/testing';

const WRITERS = 4;
/** Answers received before the kill: enough that the gateway is busy answering when it dies. */
const ANSWERED_BEFORE_KILL = 40;

interface AuditEntry {
  resource_id: string | null;
}

/** Posts contacts until the gateway stops answering; collects the ids of those answered 201. */
async function writeUntilGone(api: ApiClient, answered: string[]): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      const response = await api.post('/v1/contacts', aContact({ first_name: `Audited${i}` }));
      if (response.status === 201) answered.push((response.body.data as { id: string }).id);
    } catch {
      return; // the gateway is gone: connection refused or reset
    }
  }
}

describe('audit entries of answered calls after a gateway crash', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('finds the audit entry of every 2xx write the gateway answered before it was SIGKILLed', async () => {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write', 'admin'] });
    await stack.admin.setLimits(workspace.id, { daily: 1_000_000, minute: 100_000 });
    const api = stack.api(workspace.keys.full);
    const answered: string[] = [];
    const writers = Array.from({ length: WRITERS }, () => writeUntilGone(api, answered));
    await expectEventually(() => expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL), { timeoutMs: 30_000, intervalMs: 5 });
    await stack.kill('gateway', 'SIGKILL');
    await Promise.all(writers);
    const ids = [...answered];

    await stack.restart('gateway');
    const logged = new Set<string>();
    await expectEventually(
      async () => {
        for (let page = 1; ; page++) {
          const response = await api.get(`/v1/audit-logs?action=create&resource_type=contacts&per_page=100&page=${page}`);
          expect(response.status).toBe(200);
          const logs = (response.body.data as { logs: AuditEntry[] }).logs;
          for (const entry of logs) if (entry.resource_id !== null) logged.add(entry.resource_id);
          if (logs.length < 100) break;
        }
        expect(ids.filter((id) => !logged.has(id))).toEqual([]);
      },
      { timeoutMs: 20_000, intervalMs: 500 },
    );
  });
});
