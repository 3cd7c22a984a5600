/**
 * The embedded store under a real crash: the CRM is SIGKILLed while a burst of
 * contact creates is in flight and restarted on the same data directory. Every
 * create it acknowledged (201) must be there after the restart, and every
 * contact.created event that reaches a webhook must name a contact that is
 * stored: no event is published for a write that did not commit.
 */
import { aContact, expectEventually, HttpsReceiverPool, startStack, type HttpsReceiver, type Stack } from '@wbk/testing';
import { contactIdOf, createWebhook, dispatcherEnv, freshApi, settle, writeReceiverCa } from './webhooks.support';

describe('embedded store: the CRM SIGKILLed mid-burst of writes', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  const receivers = new HttpsReceiverPool();

  beforeAll(async () => {
    ca = await writeReceiverCa();
    stack = await startStack({ appEnv: { 'webhook-dispatcher': dispatcherEnv(ca.file) } });
  });

  afterAll(async () => {
    await receivers.closeAll();
    await stack?.stop();
    await ca?.remove();
  });

  it('keeps every acknowledged create and publishes events only for stored contacts', async () => {
    const api = await freshApi(stack);
    const target: HttpsReceiver = await receivers.start();
    await createWebhook(api, `${target.url}/crash`);

    const acknowledged: string[] = [];
    const write = async (): Promise<void> => {
      const response = await api.post('/v1/contacts', aContact()).catch(() => null);
      if (response?.status === 201) acknowledged.push((response.body.data as { id: string }).id);
    };
    const wave = (size: number): Promise<unknown> => Promise.all(Array.from({ length: size }, write));

    for (let i = 0; i < 3; i += 1) await wave(10);
    const inFlight = wave(20);
    await stack.kill('crm', 'SIGKILL');
    await inFlight;
    await stack.restart('crm');
    for (let i = 0; i < 2; i += 1) await wave(10);

    expect(acknowledged.length).toBeGreaterThanOrEqual(50);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const got = await expectEventually(async () => {
        const response = await api.get(`/v1/contacts/${id}`);
        expect([200, 404]).toContain(response.status);
        return response.status;
      });
      if (got !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);

    await expectEventually(
      () => {
        const delivered = new Set(target.received.map((r) => String(contactIdOf(r))));
        expect(acknowledged.filter((id) => !delivered.has(id))).toEqual([]);
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    await settle(1_000);
    const delivered = [...new Set(target.received.map((r) => String(contactIdOf(r))))];
    const unstored: string[] = [];
    for (const id of delivered) if ((await api.get(`/v1/contacts/${id}`)).status !== 200) unstored.push(id);
    expect(unstored).toEqual([]);
  });
});
