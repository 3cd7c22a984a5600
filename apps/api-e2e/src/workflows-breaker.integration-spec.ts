/**
 * The circuit breaker end to end (spec "Workflow enabled flag"): 150 matching changes through the gateway against the default
 * max_triggers_per_day of 100. Exactly 100 actions run, the 101st trigger
 * disables the workflow (recorded as a skipped run with the reason), the alert
 * `workflow.auto_disabled` reaches a webhook subscribed to it, and re-enabling
 * by PATCH resets the breaker for the day.
 */
import { aContact, expectEventually, startHttpsReceiver, startStack, subscribeEvents, type HttpsReceiver, type Stack } from '@wbk/testing';
import { bodyOf, createWebhook, dispatcherEnv, settle, signatureValid, writeReceiverCa } from './webhooks.support';
import { aWorkflow, createRecord, createWorkflow, engineEnv, freshWorkspace, getWorkflow, inParallel, runsOf, simSent, type Workflow } from './workflows.support';

const CHANGES = 150;
const CAP = 100;

describe('workflow circuit breaker', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  let alerts: HttpsReceiver;

  beforeAll(async () => {
    ca = await writeReceiverCa();
    alerts = await startHttpsReceiver();
    stack = await startStack({ appEnv: { 'webhook-dispatcher': dispatcherEnv(ca.file), 'workflow-engine': engineEnv() } });
  });

  afterAll(async () => {
    await alerts?.close();
    await stack?.stop();
    await ca?.remove();
  });

  it(`trips at ${CAP} of ${CHANGES} matching changes, alerts the webhook, and PATCH enabled=true resets it`, async () => {
    const ws = await freshWorkspace(stack, { limits: { daily: 100_000, minute: 10_000 } });
    const api = ws.api;
    const hook = await createWebhook(api, `${alerts.url}/alerts`, ['workflow.auto_disabled']);
    const tap = await subscribeEvents(stack.natsUrl, 'events.workflow.auto_disabled');
    try {
      const workflow = await createWorkflow(
        api,
        aWorkflow({ condition_field: 'tags', condition_operator: 'contains', condition_value: 'flood', action_type: 'send_email', action_config: { to: '{{contact.email}}', subject: 'Welcome {{contact.first_name}}', body: 'Hello' } }),
      );
      expect(workflow.max_triggers_per_day).toBe(CAP);

      await inParallel(
        Array.from({ length: CHANGES }, (_, i) => i),
        8,
        (i) => createRecord(api, '/v1/contacts', aContact({ first_name: `Flood${i}`, tags: ['flood'] })),
      );

      const disabled = await expectEventually(
        async () => {
          const read = await getWorkflow(api, workflow.id);
          expect(read.enabled).toBe(false);
          return read;
        },
        { timeoutMs: 60_000, intervalMs: 500 },
      );
      expect(disabled.auto_disabled_reason).toMatch(new RegExp(`^Circuit breaker: more than ${CAP} triggers on ${new Date().toISOString().slice(0, 10)} \\(UTC\\); disabled at \\d{4}-`));
      expect(disabled.triggers_today).toBe(CAP);

      // Every event is handled; nothing runs after the trip.
      await expectEventually(async () => expect((await runsOf(api, workflow.id)).filter((r) => r.status === 'pending')).toEqual([]), { timeoutMs: 20_000 });
      await settle(1_500);
      const runs = await runsOf(api, workflow.id);
      expect(runs.filter((r) => r.status === 'succeeded')).toHaveLength(CAP);
      const stopped = runs.filter((r) => r.status !== 'succeeded');
      expect(stopped).toHaveLength(1);
      expect(stopped[0]).toMatchObject({ status: 'skipped', error: expect.stringContaining('Circuit breaker') });
      expect(await simSent(stack, ws.id)).toHaveLength(CAP);

      // The alert: once on the bus, once at the subscribed webhook, signed with its secret.
      const alert = await expectEventually(() => {
        expect(alerts.received).toHaveLength(1);
        return alerts.received[0]!;
      });
      expect(await signatureValid(hook.secret, alert)).toBe(true);
      expect(bodyOf(alert)).toMatchObject({
        event: 'workflow.auto_disabled',
        workspace_id: ws.id,
        data: { workflow: { id: workflow.id, enabled: false, auto_disabled_reason: disabled.auto_disabled_reason }, max_triggers_per_day: CAP },
      });
      expect(tap.matching((e) => (e.data as { workflow?: { id?: string } }).workflow?.id === workflow.id)).toHaveLength(1);

      const listed = (await api.get('/v1/workflows?enabled=false')).body.data as Workflow[];
      expect(listed.map((w) => w.id)).toEqual([workflow.id]);

      // Re-enabling resets the breaker for the day.
      const reenabled = await api.patch(`/v1/workflows/${workflow.id}`, { enabled: true });
      expect(reenabled.status).toBe(200);
      expect(reenabled.body.data).toMatchObject({ enabled: true, triggers_today: 0, auto_disabled_reason: null });
      await createRecord(api, '/v1/contacts', aContact({ first_name: 'After', tags: ['flood'] }));
      await expectEventually(async () => {
        expect((await getWorkflow(api, workflow.id)).triggers_today).toBe(1);
        expect(await simSent(stack, ws.id)).toHaveLength(CAP + 1);
      });
      expect((await getWorkflow(api, workflow.id)).enabled).toBe(true);
      expect(alerts.received).toHaveLength(1);
    } finally {
      await tap.stop();
    }
  }, 120_000);
});
