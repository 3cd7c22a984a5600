/**
 * Webhook delivery end to end: a contact created
 * through the gateway reaches a real HTTPS receiver on loopback (self-signed
 * certificate) through CRM -> JetStream -> the dispatcher. The dispatcher runs
 * with loopback targets allowed and a compressed retry schedule (200, 400, 600,
 * 800, 1000 ms after attempts 1-5) and a 1.5 s answer time-out.
 */
import { isUuid } from '@wbk/platform';
import { aContact, anUnknownId, expectEventually, HttpsReceiverPool, startStack, type ApiClient, type HttpsReceiver, type ReceivedRequest, type Stack } from '@wbk/testing';
import {
  answer,
  bodyOf,
  contactIdOf,
  createContact,
  createWebhook,
  deliveryIdOf,
  dispatcherEnv,
  failFirst,
  freshApi,
  LOG_FIELDS,
  logsOf,
  receiptsOf,
  settle,
  signatureValid,
  waitForAttempts,
  writeReceiverCa,
} from './webhooks.support';

const SCHEDULE_MS = [200, 400, 600, 800, 1000];
const TIMEOUT_MS = 1500;
const MAX_WEBHOOKS_PER_WORKSPACE = 3;

describe('webhook delivery', () => {
  let stack: Stack;
  let ca: { file: string; remove: () => Promise<void> };
  const receivers = new HttpsReceiverPool();

  beforeAll(async () => {
    ca = await writeReceiverCa();
    stack = await startStack({
      appEnv: { 'webhook-dispatcher': dispatcherEnv(ca.file, {
        WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE_MS.join(','),
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOK_MAX_PER_WORKSPACE: String(MAX_WEBHOOKS_PER_WORKSPACE),
        // Small batches, so the replay below takes more than one turn of the runner.
        WEBHOOK_REPLAY_BATCH_SIZE: '1',
      }) },
    });
  });

  afterAll(async () => {
    await receivers.closeAll();
    await stack?.stop();
    await ca?.remove();
  });

  const receiver = (): Promise<HttpsReceiver> => receivers.start();

  /** Creates a contact and waits for its first receipt at `target`. */
  async function contactDelivered(api: ApiClient, target: HttpsReceiver): Promise<{ contactId: string; request: ReceivedRequest }> {
    const contact = await createContact(api, aContact());
    const request = await expectEventually(() => {
      const found = target.received.find((r) => contactIdOf(r) === contact.id);
      expect(found).toBeDefined();
      return found!;
    });
    return { contactId: contact.id, request };
  }

  it('posts the signed envelope with the spec headers and logs the attempt', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    const webhook = await createWebhook(api, `${target.url}/hooks/crm?source=e2e`);
    const before = Date.now();
    const { contactId, request } = await contactDelivered(api, target);

    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks/crm?source=e2e');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe('Service-Webhook/1.0');
    expect(request.headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await signatureValid(webhook.secret, request)).toBe(true);
    // The same bytes under another secret, or one altered byte, must not verify.
    expect(await signatureValid(`${webhook.secret}x`, request)).toBe(false);
    const tampered = { ...request, rawBody: Buffer.from(request.rawBody.toString('utf8').replace('"data"', '"Data"')) };
    expect(await signatureValid(webhook.secret, tampered)).toBe(false);

    const deliveryId = deliveryIdOf(request);
    expect(isUuid(deliveryId)).toBe(true);
    const timestamp = String(request.headers['x-service-timestamp']);
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(new Date(timestamp).getTime()).toBeGreaterThanOrEqual(before - 1_000);

    const body = bodyOf(request);
    expect(Object.keys(body)).toEqual(['event', 'delivery_id', 'occurred_at', 'workspace_id', 'data']);
    expect(body).toMatchObject({ event: 'contact.created', delivery_id: deliveryId, workspace_id: expect.any(String) });
    expect(new Date(String(body.occurred_at)).toISOString()).toEqual(expect.any(String));
    expect((body.data as { contact: Record<string, unknown> }).contact).toMatchObject({ id: contactId, full_name: 'Ada Lovelace', email: expect.any(String) });

    const [entry] = await waitForAttempts(api, webhook.id, deliveryId, 1);
    expect(Object.keys(entry!).sort()).toEqual(expect.arrayContaining(LOG_FIELDS));
    expect(entry).toMatchObject({
      id: expect.any(String),
      delivery_id: deliveryId,
      event: 'contact.created',
      attempt: 1,
      status_code: 200,
      duration_ms: expect.any(Number),
      error: null,
      response_excerpt: '{"ok":true}',
      created_at: expect.any(String),
      next_attempt_at: null,
    });
    await settle(SCHEDULE_MS[0]! * 2);
    expect(receiptsOf(target, deliveryId)).toHaveLength(1);
  });

  it('names the contact in data.contact with id, full_name, email and created_at (spec "Payload envelope")', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    await createWebhook(api, `${target.url}/shape`);
    const { contactId, request } = await contactDelivered(api, target);
    const contact = (bodyOf(request).data as { contact: Record<string, unknown> }).contact;
    expect(contact).toMatchObject({ id: contactId, full_name: 'Ada Lovelace', email: expect.stringContaining('@'), created_at: expect.any(String) });
    expect(new Date(String(contact.created_at)).toISOString()).toBe(contact.created_at);
  });

  it('delivers only subscribed events of its own workspace', async () => {
    const api = await freshApi(stack);
    const other = await freshApi(stack);
    const contacts = await receiver();
    const companies = await receiver();
    await createWebhook(api, `${contacts.url}/c`, ['contact.created']);
    await createWebhook(api, `${companies.url}/co`, ['company.created']);
    await createContact(other, aContact());
    const { contactId } = await contactDelivered(api, contacts);
    await settle(1_000);
    expect(contacts.received.map(contactIdOf)).toEqual([contactId]);
    expect(companies.received).toHaveLength(0);
  });

  it('retries a 500 with the same delivery id and body; the log shows both attempts and filters', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    target.setBehaviour(failFirst(1));
    const webhook = await createWebhook(api, `${target.url}/hook`);
    const { request } = await contactDelivered(api, target);
    const deliveryId = deliveryIdOf(request);

    const entries = await waitForAttempts(api, webhook.id, deliveryId, 2);
    const receipts = receiptsOf(target, deliveryId);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.rawBody.equals(receipts[0]!.rawBody)).toBe(true);
    for (const receipt of receipts) expect(await signatureValid(webhook.secret, receipt)).toBe(true);

    // Newest first.
    expect(entries.map((e) => e.attempt)).toEqual([2, 1]);
    const [second, first] = entries;
    expect(first).toMatchObject({ delivery_id: deliveryId, event: 'contact.created', status_code: 500, error: expect.stringContaining('500'), response_excerpt: 'boom' });
    expect(first!.next_attempt_at).not.toBeNull();
    // The pause is at least the schedule's first delay (spec: "after +30 s", compressed here).
    expect(new Date(first!.next_attempt_at!).getTime() - new Date(first!.created_at).getTime()).toBeGreaterThanOrEqual(SCHEDULE_MS[0]!);
    expect(new Date(second!.created_at).getTime()).toBeGreaterThanOrEqual(new Date(first!.created_at).getTime() + SCHEDULE_MS[0]!);
    expect(second).toMatchObject({ status_code: 200, error: null, response_excerpt: 'ok', next_attempt_at: null });
    for (const entry of entries) expect(Object.keys(entry)).toEqual(expect.arrayContaining(LOG_FIELDS));

    expect((await logsOf(api, webhook.id, '&status=failed')).map((e) => e.attempt)).toEqual([1]);
    expect((await logsOf(api, webhook.id, '&status=succeeded')).map((e) => e.attempt)).toEqual([2]);
    expect(await logsOf(api, webhook.id, '&event=contact.created')).toHaveLength(2);
    expect(await logsOf(api, webhook.id, '&event=contact.updated')).toHaveLength(0);
    expect(await logsOf(api, webhook.id, `&delivery_id=${anUnknownId()}`)).toHaveLength(0);
    const paged = await api.get(`/v1/webhooks/${webhook.id}/logs?per_page=1&page=2`);
    expect(paged.body.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect((paged.body.data as Array<{ attempt: number }>).map((e) => e.attempt)).toEqual([1]);
  });

  it('does not follow a 301 and logs the attempt as failed', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    target.setBehaviour(answer(301, 'moved', { location: `${target.url}/elsewhere` }));
    const webhook = await createWebhook(api, `${target.url}/hook`);
    const { request } = await contactDelivered(api, target);
    const [entry] = await waitForAttempts(api, webhook.id, deliveryIdOf(request), 1);
    expect(entry).toMatchObject({ attempt: 1, status_code: 301, error: expect.stringContaining('redirect'), next_attempt_at: expect.any(String) });
    await settle(SCHEDULE_MS[0]! * 2);
    expect(target.received.filter((r) => r.path === '/elsewhere')).toHaveLength(0);
    expect((await api.delete(`/v1/webhooks/${webhook.id}`)).status).toBe(200);
  });

  it('logs a time-out for a receiver answering too late, then succeeds on the retry', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    let calls = 0;
    target.setBehaviour((_req, res) => {
      calls += 1;
      const delay = calls === 1 ? TIMEOUT_MS + 1_000 : 0;
      setTimeout(() => {
        if (!res.destroyed) res.end('late');
      }, delay);
    });
    const webhook = await createWebhook(api, `${target.url}/slow`);
    const { request } = await contactDelivered(api, target);
    const entries = await waitForAttempts(api, webhook.id, deliveryIdOf(request), 2);
    const [second, first] = entries;
    expect(first).toMatchObject({ attempt: 1, status_code: null, error: expect.stringContaining('timeout'), next_attempt_at: expect.any(String) });
    expect(first!.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(second).toMatchObject({ attempt: 2, status_code: 200, error: null });
  });

  it('logs a time-out for a receiver that never answers, and stops once the webhook is deleted', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    target.setBehaviour(() => undefined);
    const webhook = await createWebhook(api, `${target.url}/void`);
    const { request } = await contactDelivered(api, target);
    const deliveryId = deliveryIdOf(request);
    const [entry] = await waitForAttempts(api, webhook.id, deliveryId, 1);
    expect(entry).toMatchObject({ attempt: 1, status_code: null, error: expect.stringContaining('timeout'), response_excerpt: '' });
    expect((await api.delete(`/v1/webhooks/${webhook.id}`)).status).toBe(200);
    // An attempt already under way may still arrive; nothing after it.
    await settle(TIMEOUT_MS + SCHEDULE_MS[1]! + 500);
    const seen = receiptsOf(target, deliveryId).length;
    await settle(SCHEDULE_MS[2]! + SCHEDULE_MS[3]! + 500);
    expect(receiptsOf(target, deliveryId)).toHaveLength(seen);
    expect(seen).toBeLessThanOrEqual(3);
  });

  it('makes 6 attempts on the compressed schedule, then the delivery fails; a manual retry sends it again', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    target.setBehaviour(answer(503, 'down'));
    const webhook = await createWebhook(api, `${target.url}/down`);
    const { request } = await contactDelivered(api, target);
    const deliveryId = deliveryIdOf(request);

    const entries = (await waitForAttempts(api, webhook.id, deliveryId, 6)).reverse();
    expect(entries.map((e) => e.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    entries.forEach((entry, i) => {
      expect(entry).toMatchObject({ status_code: 503, error: expect.stringContaining('503'), response_excerpt: 'down' });
      if (i < 5) {
        expect(entry.next_attempt_at).not.toBeNull();
        expect(new Date(entries[i + 1]!.created_at).getTime() - new Date(entry.created_at).getTime()).toBeGreaterThanOrEqual(SCHEDULE_MS[i]!);
      }
    });
    expect(entries[5]!.next_attempt_at).toBeNull();
    await settle(SCHEDULE_MS[4]! * 2);
    expect(receiptsOf(target, deliveryId)).toHaveLength(6);
    expect(new Set(receiptsOf(target, deliveryId).map((r) => r.rawBody.toString('base64'))).size).toBe(1);

    target.setBehaviour(answer(200, 'finally'));
    const retry = await api.post(`/v1/webhooks/${webhook.id}/deliveries/${deliveryId}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ delivery_id: deliveryId, webhook_id: webhook.id, event: 'contact.created', status: 'queued' });
    const after = await waitForAttempts(api, webhook.id, deliveryId, 7);
    expect(after[0]).toMatchObject({ delivery_id: deliveryId, status_code: 200, error: null, response_excerpt: 'finally', next_attempt_at: null });
    const receipts = receiptsOf(target, deliveryId);
    expect(receipts).toHaveLength(7);
    expect(await signatureValid(webhook.secret, receipts[6]!)).toBe(true);
    expect(receipts[6]!.rawBody.equals(receipts[0]!.rawBody)).toBe(true);
    await settle(SCHEDULE_MS[0]! * 3);
    expect(receiptsOf(target, deliveryId)).toHaveLength(7);
  });

  it('keeps events while the endpoint is disabled and sends them on replay', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    // A second endpoint of the same workspace shows when the dispatcher has seen (and archived) each event.
    const witness = await receiver();
    const webhook = await createWebhook(api, `${target.url}/replayed`);
    await createWebhook(api, `${witness.url}/witness`);
    const { contactId: earlier } = await contactDelivered(api, target);

    await settle(20);
    const since = new Date();
    expect((await api.patch(`/v1/webhooks/${webhook.id}`, { enabled: false })).status).toBe(200);
    const missed = [await createContact(api, aContact()), await createContact(api, aContact())].map((c) => c.id);
    await expectEventually(() => expect(witness.received.map(contactIdOf)).toEqual(expect.arrayContaining(missed)));
    await settle(500);
    expect(target.received.map(contactIdOf)).toEqual([earlier]);

    // A disabled endpoint cannot be replayed to.
    const refused = await api.post(`/v1/webhooks/${webhook.id}/replay`, { since: since.toISOString(), until: new Date().toISOString() });
    expect(refused.status).toBe(400);

    expect((await api.patch(`/v1/webhooks/${webhook.id}`, { enabled: true })).status).toBe(200);
    const replay = await api.post(`/v1/webhooks/${webhook.id}/replay`, { since: since.toISOString(), until: new Date(Date.now() + 1_000).toISOString() });
    expect(replay.status).toBe(202);
    const job = replay.body.data as { id: string };
    expect(job).toMatchObject({ webhook_id: webhook.id, status: 'queued', total: 2, replayed: 0, error: null, started_at: null, finished_at: null });
    const done = await expectEventually(async () => {
      const read = await api.get(`/v1/webhooks/${webhook.id}/replays/${job.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: job.id, status: 'completed', total: 2, replayed: 2, error: null });
      return read.body.data as { started_at: string; finished_at: string; created_at: string };
    });
    expect(Date.parse(done.finished_at)).toBeGreaterThanOrEqual(Date.parse(done.started_at));
    expect(Date.parse(done.started_at)).toBeGreaterThanOrEqual(Date.parse(done.created_at));
    const other = await freshApi(stack);
    expect((await other.get(`/v1/webhooks/${webhook.id}/replays/${job.id}`)).status).toBe(404);
    const unknown = await api.get(`/v1/webhooks/${webhook.id}/replays/${anUnknownId()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');

    const replayed = await expectEventually(() => {
      const got = target.received.filter((r) => missed.includes(String(contactIdOf(r))));
      expect(got).toHaveLength(2);
      return got;
    });
    expect(replayed.map(contactIdOf).sort()).toEqual([...missed].sort());
    for (const request of replayed) {
      expect(await signatureValid(webhook.secret, request)).toBe(true);
      expect(bodyOf(request)).toMatchObject({ event: 'contact.created', delivery_id: deliveryIdOf(request) });
    }
    await settle(500);
    expect(target.received.map(contactIdOf).filter((id) => id === earlier)).toHaveLength(1);
  });

  it('refuses a webhook past the workspace quota with 409 quota_exceeded; a deleted one frees its place; other workspaces keep theirs', async () => {
    const api = await freshApi(stack);
    const target = await receiver();
    const created: string[] = [];
    for (let i = 0; i < MAX_WEBHOOKS_PER_WORKSPACE; i += 1) created.push((await createWebhook(api, `${target.url}/q${i}`)).id);
    const refused = await api.post('/v1/webhooks', { url: `${target.url}/over`, events: ['contact.created'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'quota_exceeded', message: expect.stringContaining(`${MAX_WEBHOOKS_PER_WORKSPACE} webhooks`), details: { limit: MAX_WEBHOOKS_PER_WORKSPACE } });
    expect((await api.get('/v1/webhooks')).body.meta?.total).toBe(MAX_WEBHOOKS_PER_WORKSPACE);

    const other = await freshApi(stack);
    expect((await other.post('/v1/webhooks', { url: `${target.url}/other`, events: ['contact.created'] })).status).toBe(201);

    expect((await api.delete(`/v1/webhooks/${created[0]}`)).status).toBe(200);
    expect((await api.post('/v1/webhooks', { url: `${target.url}/again`, events: ['contact.created'] })).status).toBe(201);
  });
});
