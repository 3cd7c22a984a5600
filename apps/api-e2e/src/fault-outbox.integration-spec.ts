/**
 * The outbox against real processes, on the paths where it is the only thing
 * that can deliver the event: the write is committed while nats-server is
 * down, so its event cannot be published, and the CRM is SIGKILLed before
 * the bus comes back. Only the restarted CRM's relay can then publish it.
 * Also: nats-server itself SIGKILLed in the middle of a burst of writes; its
 * JetStream file store (kept across the restart) and the outbox together
 * deliver the event of every acknowledged write.
 */
import { aContact, expectEventually, lastStoredEvent, HttpsReceiverPool, startStack, type ApiClient, type HttpsReceiver, type ReceivedRequest, type Stack } from '@wbk/testing';
import { bodyOf, contactIdOf, createWebhook, dispatcherEnv, freshApi, settle, signatureValid, writeReceiverCa } from './webhooks.support';

const CREATED_SUBJECT = 'events.contact.created';

describe('outbox recovery under faults (nats-server down, processes SIGKILLed)', () => {
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

  const receiver = (): Promise<HttpsReceiver> => receivers.start();

  function receiptsFor(target: HttpsReceiver, contactId: string): ReceivedRequest[] {
    return target.received.filter((request) => contactIdOf(request) === contactId);
  }

  /** Keys of the delivered body and of its contact: what a receiver's parser depends on. */
  function shapeOf(request: ReceivedRequest): { body: string[]; contact: string[] } {
    const body = bodyOf(request);
    const contact = (body.data as { contact: Record<string, unknown> }).contact;
    return { body: Object.keys(body).sort(), contact: Object.keys(contact).sort() };
  }

  /** While the bus is down the gateway may still be learning it (breaker, reconnect): a 201 is what matters. */
  async function createWhileBusDown(api: ApiClient): Promise<string> {
    return expectEventually(async () => {
      const response = await api.post('/v1/contacts', aContact());
      expect(response.status).toBe(201);
      return (response.body.data as { id: string }).id;
    });
  }

  it('delivers the event of a write committed while NATS was down, after the CRM was SIGKILLed before it could publish', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    const webhook = await createWebhook(api, `${target.url}/outbox`);

    // A normal delivery, for comparison.
    const normal = await api.post('/v1/contacts', aContact());
    expect(normal.status).toBe(201);
    const normalId = (normal.body.data as { id: string }).id;
    const normalReceipt = await expectEventually(() => {
      const [found] = receiptsFor(target, normalId);
      expect(found).toBeDefined();
      return found!;
    });

    await stack.stopNats();
    const committedId = await createWhileBusDown(api);
    // The write is stored: the CRM serves it with the bus still down.
    expect((await api.get(`/v1/contacts/${committedId}`)).status).toBe(200);
    await stack.kill('crm', 'SIGKILL');
    await stack.startNats();

    // The stream's last contact.created is still the normal one: the committed write's event was never
    // published, and with the CRM dead only its outbox document holds it.
    const last = await expectEventually(() => lastStoredEvent(stack.natsUrl, CREATED_SUBJECT), { timeoutMs: 15_000 });
    expect((last?.data as { contact?: { id?: string } } | undefined)?.contact?.id).toBe(normalId);
    expect(receiptsFor(target, committedId)).toHaveLength(0);

    await stack.restart('crm');
    const recovered = await expectEventually(
      () => {
        const [found] = receiptsFor(target, committedId);
        expect(found).toBeDefined();
        return found!;
      },
      { timeoutMs: 30_000 },
    );
    expect(Object.keys(recovered.headers).filter((h) => h.startsWith('x-service-')).sort()).toEqual(
      Object.keys(normalReceipt.headers).filter((h) => h.startsWith('x-service-')).sort(),
    );
    expect(shapeOf(recovered)).toEqual(shapeOf(normalReceipt));
    expect(bodyOf(recovered)).toMatchObject({ event: 'contact.created', data: { contact: { id: committedId } } });
    expect(await signatureValid(webhook.secret, recovered)).toBe(true);
    // At least once is the promise; a second delivery id for the same write would be a duplicate, recorded here.
    await settle(1_000);
    const deliveries = new Set(receiptsFor(target, committedId).map((r) => String(r.headers['x-service-delivery-id'])));
    process.stdout.write(`outbox recovery: ${deliveries.size} delivery id(s), ${deliveries.size - 1} duplicate(s)\n`);
  });

  it('delivers the event of every acknowledged write when nats-server is SIGKILLed during a burst and restarted', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    await createWebhook(api, `${target.url}/burst`);

    const acknowledged: string[] = [];
    const outcomes = new Map<number, number>();
    const write = async (): Promise<void> => {
      const response = await api.post('/v1/contacts', aContact());
      outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1);
      if (response.status === 201) acknowledged.push((response.body.data as { id: string }).id);
    };
    const wave = (size: number): Promise<unknown> => Promise.all(Array.from({ length: size }, write));

    for (let i = 0; i < 4; i += 1) await wave(5);
    // Killed while a wave is in flight: some writes were published, some wait in their outbox.
    const inFlight = wave(10);
    await stack.stopNats('SIGKILL');
    await inFlight;
    for (let i = 0; i < 3; i += 1) await wave(5);
    await stack.startNats();
    for (let i = 0; i < 2; i += 1) await wave(5);

    expect(acknowledged.length).toBeGreaterThan(0);
    await expectEventually(
      () => {
        const missing = acknowledged.filter((id) => receiptsFor(target, id).length === 0);
        expect(missing).toEqual([]);
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    // Everything that answered something else must have said so with a retryable status, never a 500.
    for (const status of outcomes.keys()) expect([201, 503]).toContain(status);
  });
});
