import { createServer, type Socket } from 'node:net';
import { startHttpsReceiver } from '@wbk/testing';
import { logger, request, senderSetup, until } from '../testing/sender.fixture';
import type { LookupFn } from '@wbk/net';
import { createWebhookSender } from './webhook-sender';

// The connection is driven through the sender, which hands it checked addresses.
describe('pinned connection', () => {
  const setup = senderSetup();

  it('connects to the checked address and verifies the certificate against the host name', async () => {
    // Listens on 127.0.0.3 only: a sender that let the system resolve "localhost" again would reach 127.0.0.1.
    const pinnedReceiver = await startHttpsReceiver({ host: '127.0.0.3' });
    const lookups: string[] = [];
    const lookup: LookupFn = async (hostname) => {
      lookups.push(hostname);
      return [{ address: '127.0.0.3', family: 4 }];
    };
    const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, lookup });
    const result = await pinned.send(request(`https://localhost:${pinnedReceiver.port}/hook`));
    pinned.close();
    await pinnedReceiver.close();
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(lookups).toEqual(['localhost']);
    expect(pinnedReceiver.received).toHaveLength(1);
    expect(pinnedReceiver.received[0]!.headers.host).toBe(`localhost:${pinnedReceiver.port}`);
  });

  it('fails TLS when the name does not match the certificate, even though the IP does', async () => {
    const lookup: LookupFn = async () => [{ address: '127.0.0.1', family: 4 }];
    const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, lookup });
    const result = await pinned.send(request(`https://hooks.example.test:${setup.receiver.port}/hook`));
    pinned.close();
    expect(result.error).toMatch(/^tls_error: /);
  });

  it('verifies certificates: without the test CA the handshake fails', async () => {
    const strict = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger });
    const result = await strict.send(request(setup.receiver.url));
    strict.close();
    expect(result.error).toMatch(/^tls_error: /);
    expect(setup.receiver.received).toHaveLength(0);
  });

  it('cuts a connection whose TLS handshake never completes at the timeout', async () => {
    const accepted: Socket[] = [];
    let closed = 0;
    // Reads the ClientHello (so it notices the client leaving) and never answers it.
    const mute = createServer((socket) => {
      accepted.push(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => (closed += 1));
      socket.resume();
    });
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const { port } = mute.address() as { port: number };
    try {
      const result = await setup.sender.send(request(`https://127.0.0.1:${port}/x`, '{}', 300));
      expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
      expect(result.durationMs).toBeLessThan(2_000);
      // The sender dropped the half-open connection instead of letting it linger.
      await until(() => closed === 1);
      expect(accepted).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => mute.close(() => resolve()));
    }
  });
});
