import { createServer, type Server } from 'node:net';
import { freePorts } from './free-port';

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePorts', () => {
  it('hands out distinct ports below the kernel ephemeral range', async () => {
    const ports = await freePorts(40);
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) expect(port >= 20_000 && port < 32_000).toBe(true);
  });

  it('skips a port something already listens on, and a candidate it already chose', async () => {
    const taken = await freePorts(1);
    const blocker = await listen(taken[0]!);
    try {
      // The generator proposes the taken port, then the same free port twice, then another.
      const [free, other] = await freePorts(2);
      // The middle of each port's slot: (p - 20000) / 12000 itself can round to just below the slot, giving the port before it.
      const sequence = [taken[0]!, free!, free!, other!].map((p) => (p - 20_000 + 0.5) / 12_000);
      let i = 0;
      const ports = await freePorts(2, () => sequence[i++]!);
      expect(ports).toEqual([free, other]);
      expect(i).toBe(4);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
