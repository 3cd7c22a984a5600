import { logger, request, senderSetup, until } from '../testing/sender.fixture';
import { createWebhookSender, signPayload as reexported } from './webhook-sender';
import { signPayload } from './webhook-signer';

describe('webhook sender', () => {
  const setup = senderSetup();

  it('refuses http:// targets', async () => {
    expect((await setup.sender.send(request(`http://127.0.0.1:${setup.receiver.port}/x`))).error).toMatch(/^invalid_url: /);
  });

  it('answers endpoint_busy at the per-endpoint cap while other endpoints still deliver', async () => {
    const capped = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 1, logger, ca: setup.receiver.ca });
    setup.receiver.setBehaviour(() => undefined); // never answers
    let slowSettled = false;
    const slow = capped.send(request(setup.receiver.url, '{}', 1_500)).finally(() => (slowSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const busy = await capped.send(request(setup.receiver.url));
    const elsewhere = await capped.send(request(setup.other.url));
    const stillPending = !slowSettled;
    const slowResult = await slow;
    const afterwards = await capped.send(request(setup.other.url));
    capped.close();

    expect(busy).toMatchObject({ ok: false, statusCode: null, error: 'endpoint_busy' });
    expect(elsewhere).toMatchObject({ ok: true, statusCode: 200 });
    expect(stillPending).toBe(true);
    expect(slowResult.error).toBe('timeout');
    expect(afterwards.ok).toBe(true);
    expect(setup.receiver.received).toHaveLength(1);
  });

  it('answers sender_closed for a send still in flight when closed', async () => {
    setup.receiver.setBehaviour(() => undefined); // never answers
    const pending = setup.sender.send(request(setup.receiver.url, '{}', 5_000));
    await until(() => setup.receiver.received.length === 1);
    setup.sender.close();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'sender_closed' });
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it('answers sender_closed after close()', async () => {
    setup.sender.close();
    expect((await setup.sender.send(request(setup.receiver.url))).error).toBe('sender_closed');
  });

  it('offers the signer with the sender', () => {
    expect(reexported).toBe(signPayload);
  });
});
