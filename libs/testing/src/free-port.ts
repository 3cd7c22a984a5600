import { createConnection, createServer, type Server } from 'node:net';

// Ports a stack listens on are picked BELOW the kernel's ephemeral range (Linux
// default 32768-60999). A port taken from that range and released again can be
// handed to any outgoing connection (an app dialling NATS, a test's fetch)
// before the app that was meant to bind it starts, which fails that app with
// EADDRINUSE. Nothing outside the ephemeral range is assigned implicitly.
const LOW = 20_000;
const HIGH = 32_000;
const ATTEMPTS_PER_PORT = 50;

function holdPort(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Several distinct loopback ports that were free a moment ago (held open together so none is handed out twice). */
export async function freePorts(count: number, random: () => number = Math.random): Promise<number[]> {
  const held: Server[] = [];
  const ports: number[] = [];
  try {
    for (let attempts = 0; ports.length < count; attempts++) {
      if (attempts >= count * ATTEMPTS_PER_PORT) throw new Error(`could not find ${count} free ports between ${LOW} and ${HIGH}`);
      const candidate = LOW + Math.floor(random() * (HIGH - LOW));
      if (ports.includes(candidate)) continue;
      const server = await holdPort(candidate);
      if (server === null) continue;
      held.push(server);
      ports.push(candidate);
    }
    return ports;
  } finally {
    await Promise.all(held.map(close));
  }
}

/** A loopback port that was free a moment ago; tests never use fixed well-known ports. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
