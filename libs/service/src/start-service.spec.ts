/**
 * A small service started through the shared start-up inside this process:
 * a real gRPC server on a free port, a real SQLite store in a temporary
 * directory and a real nats-server; then stopped, and everything it opened
 * is checked closed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newEvent, withOutbox, type Bus } from '@wbk/bus';
import { EVENT_EXAMPLES } from '@wbk/contracts';
import { createLogger } from '@wbk/platform';
import { createRpcClient, type RpcClient } from '@wbk/rpc';
import { openConfiguredStore, type StoreSettings } from '@wbk/store';
import { expectEventually, startNatsServer, subscribeEvents, type EventTap, type NatsServerHandle } from '@wbk/testing';
import type { BusSettings, GrpcSettings, ServiceSettings } from './service-settings';
import { startService, type ServiceContext } from './start-service';
import { capturingLogger, probeDefinition, probeHandlers } from './testing/probe.fixture';

jest.setTimeout(30_000);

type ProbeConfig = ServiceSettings & GrpcSettings & StoreSettings & BusSettings;

const WS = '11111111-1111-4111-8111-111111111111';
const silent = createLogger({ service: 'probe-test', level: 'silent' });

let nats: NatsServerHandle;
let dir: string;
const clients: RpcClient[] = [];
const taps: EventTap[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
});

afterAll(async () => {
  await nats.stop();
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wbk-service-'));
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const tap of taps.splice(0)) await tap.stop();
  await rm(dir, { recursive: true, force: true });
});

function probeConfig(): ProbeConfig {
  return {
    LOG_LEVEL: 'silent',
    OPS_HOST: '127.0.0.1',
    OPS_PORT: 0,
    SHUTDOWN_ENDPOINT_DELAY_MS: 0,
    SHUTDOWN_GRPC_GRACE_MS: 1_000,
    SHUTDOWN_DRAIN_MS: 2_000,
    SHUTDOWN_DEADLINE_MS: 10_000,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: 0,
    STORE: 'embedded',
    MONGO_DATABASE: 'probe',
    DATA_DIR: path.join(dir, 'data'),
    NATS_URL: nats.url,
  };
}

function probeClient(port: number): RpcClient {
  const client = createRpcClient({ name: 'probe', address: `127.0.0.1:${port}`, definition: probeDefinition(), logger: silent, readyWaitMs: 500 });
  clients.push(client);
  return client;
}

async function readyz(opsPort: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${opsPort}/readyz`);
  return { status: response.status, body: await response.json() };
}

/** The store's data directory can be opened again only once the service closed it (one process per directory, and one open per process). */
async function reopenStore(config: ProbeConfig): Promise<void> {
  const store = await openConfiguredStore(config);
  await store.close();
}

describe('startService', () => {
  it('serves on its ops and gRPC ports with the store and the bus open, and stop closes every one of them', async () => {
    const config = probeConfig();
    const { logger, lines } = capturingLogger();
    let bus: Bus | undefined;
    const event = newEvent({ type: 'contact.created', workspaceId: WS, data: EVENT_EXAMPLES['contact.created'] });
    const running = await startService(
      {
        app: 'probe',
        config,
        store: true,
        bus: true,
        wire: async (service: ServiceContext<ProbeConfig>) => {
          bus = service.bus;
          const probes = service.store.collection('probes');
          await service.ensureIndexes([{ ensureIndexes: () => probes.createIndexes([{ key: { name: 1 }, unique: true }]) }]);
          const afterWrite = service.relayOutbox(['probes']);
          await probes.insertOne(withOutbox({ _id: 'probe-1', name: 'first' }, [event]));
          afterWrite();
          const server = service.grpcServer();
          server.addService(probeDefinition(), probeHandlers);
          await server.start();
          return { details: { probe: 'ready' } };
        },
      },
      { logger },
    );
    const { ops, grpc } = running.ports;
    if (ops === undefined || grpc === undefined) throw new Error(`expected ops and grpc ports, got ${JSON.stringify(running.ports)}`);

    const client = probeClient(grpc);
    const tap = await subscribeEvents(nats.url, 'events.contact.created');
    taps.push(tap);
    try {
      expect(await fetch(`http://127.0.0.1:${ops}/buildz`).then((r) => r.json())).toMatchObject({ app: 'probe' });
      expect(await readyz(ops)).toEqual({ status: 200, body: { status: 'ready' } });
      expect(await client.call('Ping', { text: 'hello' })).toEqual({ text: 'hello' });
      expect(await client.health()).toBe('SERVING');
      await expectEventually(() => expect(tap.matching((envelope) => envelope.id === event.id)).toHaveLength(1));
      expect(lines().filter((line) => line.msg === 'listening')).toEqual([expect.objectContaining({ grpc_port: grpc, probe: 'ready' })]);
    } finally {
      await running.stop();
    }

    await expect(fetch(`http://127.0.0.1:${ops}/livez`)).rejects.toThrow();
    expect(await client.health()).not.toBe('SERVING');
    expect(bus?.isConnected()).toBe(false);
    await expect(reopenStore(config)).resolves.toBeUndefined();
  });

  it('answers starting until its wiring is done, and draining from the stop on, before any closer runs', async () => {
    let opsPort: number | undefined;
    let finishWiring = (): void => undefined;
    const wiringHeld = new Promise<void>((resolve) => (finishWiring = resolve));
    let releaseCloser = (): void => undefined;
    const closerHeld = new Promise<void>((resolve) => (releaseCloser = resolve));
    let closerRunning = false;
    let noStore: unknown;

    const starting = startService(
      {
        app: 'probe',
        config: probeConfig(),
        wire: async (service: ServiceContext<ProbeConfig>) => {
          opsPort = service.ports.ops;
          noStore = (() => {
            try {
              return service.store;
            } catch (err) {
              return err;
            }
          })();
          const server = service.grpcServer();
          server.addService(probeDefinition(), probeHandlers);
          await server.start();
          // Added after the server, so it runs before the server stops.
          service.shutdown.add('held', async () => {
            closerRunning = true;
            await closerHeld;
          });
          await wiringHeld;
        },
      },
      { logger: silent },
    );

    await expectEventually(() => expect(opsPort).toBeDefined());
    const ops = opsPort!;
    expect(await readyz(ops)).toEqual({ status: 503, body: { status: 'starting' } });
    expect(String(noStore)).toMatch(/probe: no store/);
    finishWiring();
    const running = await starting;
    expect(await readyz(ops)).toEqual({ status: 200, body: { status: 'ready' } });
    const client = probeClient(running.ports.grpc!);
    expect(await client.health()).toBe('SERVING');

    const stopping = running.stop();
    try {
      await expectEventually(() => expect(closerRunning).toBe(true));
      expect(await readyz(ops)).toEqual({ status: 503, body: { status: 'draining' } });
      expect(await client.health()).toBe('NOT_SERVING');
    } finally {
      releaseCloser();
      await stopping;
    }
    await expect(fetch(`http://127.0.0.1:${ops}/livez`)).rejects.toThrow();
  });

  it('closes what it opened when its wiring fails, and passes the error on', async () => {
    const config = probeConfig();
    let opsPort: number | undefined;
    let grpcPort: number | undefined;
    await expect(
      startService(
        {
          app: 'probe',
          config,
          store: true,
          bus: true,
          wire: async (service: ServiceContext<ProbeConfig>) => {
            opsPort = service.ports.ops;
            const server = service.grpcServer();
            server.addService(probeDefinition(), probeHandlers);
            grpcPort = await server.start();
            throw new Error('the wiring broke');
          },
        },
        { logger: silent },
      ),
    ).rejects.toThrow('the wiring broke');

    await expect(fetch(`http://127.0.0.1:${opsPort}/livez`)).rejects.toThrow();
    expect(await probeClient(grpcPort!).health()).not.toBe('SERVING');
    await expect(reopenStore(config)).resolves.toBeUndefined();
  });
});
