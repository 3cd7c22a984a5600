import { logger, request, senderSetup, until } from '../testing/sender.fixture';
import type { LookupFn } from '@wbk/net';
import { createWebhookSender } from './webhook-sender';

// The pool is driven through the sender, which leases a connection per send.
describe('endpoint pool', () => {
  const setup = senderSetup();

  it('reuses connections to an endpoint (keep-alive)', async () => {
    const ports: number[] = [];
    setup.receiver.setBehaviour((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      res.writeHead(200).end();
    });
    for (let i = 0; i < 3; i += 1) expect((await setup.sender.send(request(setup.receiver.url))).ok).toBe(true);
    expect(new Set(ports).size).toBe(1);
  });

  it('resolves and pins again on every send to the same URL', async () => {
    const answers = ['127.0.0.1', '127.0.0.2'];
    const lookups: string[] = [];
    const lookup: LookupFn = async (hostname) => {
      lookups.push(hostname);
      return [{ address: answers[lookups.length - 1]!, family: 4 }];
    };
    const pinned = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, lookup });
    const url = `https://localhost:${setup.receiver.port}/hook`;
    const first = await pinned.send(request(url));
    // The keep-alive socket to 127.0.0.1 is still open, yet the second send goes to the new answer.
    const second = await pinned.send(request(url));
    pinned.close();
    expect(first).toMatchObject({ ok: true, statusCode: 200 });
    expect(second).toMatchObject({ ok: false, statusCode: null, error: 'connection_refused' });
    expect(lookups).toEqual(['localhost', 'localhost']);
    expect(setup.receiver.received).toHaveLength(1);
  });

  it("destroys an endpoint's idle connections after five minutes without use", async () => {
    const lingering = createWebhookSender({ allowPrivateTargets: true, maxConcurrentPerEndpoint: 2, logger, ca: setup.receiver.ca, idleSocketTimeoutMs: 60_000 });
    const ports: number[] = [];
    const closedPorts = new Set<number>();
    setup.receiver.setBehaviour((req, res) => {
      const port = req.socket.remotePort ?? 0;
      ports.push(port);
      req.socket.once('close', () => closedPorts.add(port));
      res.writeHead(200).end();
    });
    const clock = jest.spyOn(Date, 'now');
    try {
      expect((await lingering.send(request(setup.receiver.url))).ok).toBe(true);
      expect((await lingering.send(request(setup.receiver.url))).ok).toBe(true);
      expect(ports[1]).toBe(ports[0]); // kept alive while in use
      clock.mockReturnValue(Date.now() + 6 * 60_000);
      expect((await lingering.send(request(setup.other.url))).ok).toBe(true); // any send sweeps
      // Well before keep-alive would close it (the receiver's Keep-Alive hint allows 3 s idle).
      await until(() => closedPorts.has(ports[0]!), 1_000);
      expect((await lingering.send(request(setup.receiver.url))).ok).toBe(true);
      expect(ports[2]).not.toBe(ports[0]);
    } finally {
      clock.mockRestore();
      lingering.close();
    }
  });
});
