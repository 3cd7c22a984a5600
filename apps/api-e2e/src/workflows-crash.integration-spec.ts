/**
 * A crash of the workflow engine mid-run: no action lost, none doubled. Three workflows fire on each of several new contacts: a webhook to
 * a receiver that answers slowly (so the engine is killed while a delivery is
 * in flight), create_task through the CRM and send_email through provider-sim.
 * The engine is SIGKILLed after the first deliveries and started again; the
 * unacknowledged trigger events come back after the consumer's ack wait
 * (WORKFLOW_TRIGGER_ACK_WAIT_MS, 60 s by default, 5 s here), the runs resume,
 * and every action has happened exactly once.
 */
import { aContact, expectEventually, startHttpsReceiver, startStack, type HttpsReceiver, type ReceivedRequest, type Stack } from '@wbk/testing';
import { bodyOf, dispatcherEnv, settle, signatureValid, writeReceiverCa } from './webhooks.support';
import { aWorkflow, createRecord, createWorkflow, engineEnv, freshWorkspace, runsOf, simSent, tasksOf } from './workflows.support';

const CONTACTS = 6;
const RECEIVER_DELAY_MS = 1_200;
const SECRET = 'crash-test-secret-0123456789';

function entityIdOf(request: ReceivedRequest): string {
  return String((bodyOf(request).data as { entity?: { id?: string } }).entity?.id);
}

describe('workflow engine crash mid-run', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  let slow: HttpsReceiver;

  beforeAll(async () => {
    ca = await writeReceiverCa();
    slow = await startHttpsReceiver({
      handler: (_req, res) => {
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"ok":true}');
        }, RECEIVER_DELAY_MS);
      },
    });
    stack = await startStack({ appEnv: { 'webhook-dispatcher': dispatcherEnv(ca.file, { WEBHOOK_TIMEOUT_MS: '5000' }), 'workflow-engine': engineEnv({ WORKFLOW_TRIGGER_ACK_WAIT_MS: '5000' }) } });
  });

  afterAll(async () => {
    await slow?.close();
    await stack?.stop();
    await ca?.remove();
  });

  it('loses no action and doubles none when the engine is killed and restarted', async () => {
    const ws = await freshWorkspace(stack);
    const api = ws.api;
    const trigger = { condition_field: 'tags', condition_operator: 'contains', condition_value: 'crash' };
    const hook = await createWorkflow(api, aWorkflow({ ...trigger, action_type: 'webhook', action_config: { url: `${slow.url}/crash`, secret: SECRET } }));
    const task = await createWorkflow(api, aWorkflow({ ...trigger, action_type: 'create_task', action_config: { title: 'Call {{contact.first_name}}', due_in_days: 1 } }));
    const mail = await createWorkflow(api, aWorkflow({ ...trigger, action_type: 'send_email', action_config: { to: '{{contact.email}}', subject: 'Hi {{contact.first_name}}', body: 'Hello' } }));

    const contacts: Array<{ id: string }> = [];
    for (let i = 0; i < CONTACTS; i++) contacts.push(await createRecord(api, '/v1/contacts', aContact({ first_name: `Crash${i}`, tags: ['crash'] })));

    // Mid-run: deliveries have started arriving and more are still to come.
    await expectEventually(() => expect(slow.received.length).toBeGreaterThanOrEqual(2), { timeoutMs: 20_000, intervalMs: 20 });
    expect(slow.received.length).toBeLessThan(CONTACTS);
    await stack.kill('workflow-engine', 'SIGKILL');
    await stack.restart('workflow-engine');

    const ids = contacts.map((c) => c.id).sort();
    await expectEventually(
      async () => {
        expect([...new Set(slow.received.map(entityIdOf))].sort()).toEqual(ids);
        expect(await simSent(stack, ws.id)).toHaveLength(CONTACTS);
        for (const workflow of [hook, task, mail]) {
          const runs = await runsOf(api, workflow.id);
          expect(runs.map((r) => r.status)).toEqual(Array<string>(CONTACTS).fill('succeeded'));
        }
      },
      { timeoutMs: 45_000, intervalMs: 500 },
    );
    await settle(2_000);

    // Exactly once: one delivery per contact at the receiver, one email each, one CRM task each.
    expect(slow.received.map(entityIdOf).sort()).toEqual(ids);
    for (const request of slow.received) expect(await signatureValid(SECRET, request)).toBe(true);
    const sent = await simSent(stack, ws.id);
    expect(sent.map((s) => s.request.subject).sort()).toEqual(contacts.map((_, i) => `Hi Crash${i}`).sort());
    for (const contact of contacts) {
      const tasks = await tasksOf(api, `contact_id=${contact.id}`);
      expect(tasks).toHaveLength(1);
    }
  }, 90_000);
});
