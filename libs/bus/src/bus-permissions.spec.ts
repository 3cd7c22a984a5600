import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENT_EXAMPLES, NATS_PERMISSIONS, natsAuthorizationConfig, type NatsIdentity } from '@wbk/contracts';
import { createLogger } from '@wbk/platform';
import { expectEventually, startNatsServer, type NatsServerHandle } from '@wbk/testing';
import { connectBus, type Bus } from './bus';
import { startConsumer, type Consumer } from './consumer';
import { newEvent } from './new-event';
import { STREAM_MAX_AGE_MS } from './streams';
import { TempStores } from './testing/temp-store.fixture';

/**
 * The bus against a nats-server that enforces the generated permissions: each
 * service works with its own grants alone (its inbox prefix, its events, its
 * consumers), and asks for nothing else.
 */
const IDENTITIES: NatsIdentity[] = ['workspace', 'crm', 'mailbox-sync'];
const ADMIN = { user: 'admin', password: 'admin-password' };
const logger = createLogger({ service: 'bus-permissions-spec', level: 'silent' });

describe('bus under the generated NATS permissions', () => {
  let server: NatsServerHandle;
  const buses: Bus[] = [];
  const stores = new TempStores();
  const consumers: Consumer[] = [];

  beforeAll(async () => {
    const users = [
      { ...ADMIN, permissions: { publish: { allow: ['>'] }, subscribe: { allow: ['>'] } } },
      ...IDENTITIES.map((identity) => ({ user: identity, password: `${identity}-password`, permissions: NATS_PERMISSIONS[identity] })),
    ];
    server = await startNatsServer({ authorization: natsAuthorizationConfig(users) });
  });

  afterAll(async () => {
    await Promise.all(consumers.map((c) => c.stop()));
    await stores.closeAll();
    await Promise.all(buses.map((b) => b.close()));
    await server?.stop();
  });

  async function busOf(identity: NatsIdentity): Promise<Bus> {
    const bus = await connectBus({ servers: server.url, name: identity, logger, user: identity, pass: `${identity}-password` });
    buses.push(bus);
    return bus;
  }

  async function asAdmin<T>(work: (nc: NatsConnection) => Promise<T>): Promise<T> {
    const nc = await connect({ servers: server.url, user: ADMIN.user, pass: ADMIN.password });
    try {
      return await work(nc);
    } finally {
      await nc.close();
    }
  }

  it('creates, publishes and consumes as crm through its own inbox prefix', async () => {
    const crm = await busOf('crm');
    await crm.ensureStreams();
    const handled: string[] = [];
    consumers.push(
      await startConsumer({
        bus: crm,
        events: ['contact.deleted'],
        durable: 'crm-lists-contact-deleted',
        store: await stores.open(),
        logger,
        handler: async (event) => void handled.push(event.id),
      }),
    );
    const event = newEvent({ type: 'contact.deleted', workspaceId: 'w1', data: EVENT_EXAMPLES['contact.deleted'] });
    await crm.publish(event);
    await expectEventually(() => expect(handled).toEqual([event.id]), { timeoutMs: 10_000 });
  }, 20_000);

  it('refuses at start a consumer or a bucket the identity holds no grant for, naming the table', async () => {
    const mailbox = await busOf('mailbox-sync');
    await expect(
      startConsumer({ bus: mailbox, events: ['contact.created'], durable: 'mailbox-sync-contacts', store: await stores.open(), logger, handler: async () => undefined }),
    ).rejects.toThrow('consumer mailbox-sync-contacts on EVENTS is not granted to mailbox-sync: declare it in its manifest (libs/contracts/src/services)');
    await expect(mailbox.kv('idempotency')).rejects.toThrow('KV bucket idempotency is not granted to mailbox-sync');
  });

  it('leaves a changed event stream to its keeper: crm creates only, workspace updates', async () => {
    const changedAge = nanos(24 * 3_600_000);
    await asAdmin(async (nc) => (await jetstreamManager(nc)).streams.update(EVENTS_STREAM, { max_age: changedAge }));
    const maxAge = () => asAdmin(async (nc) => (await (await jetstreamManager(nc)).streams.info(EVENTS_STREAM)).config.max_age);

    await (await busOf('crm')).ensureStreams();
    expect(await maxAge()).toBe(changedAge);
    await (await busOf('workspace')).ensureStreams();
    expect(await maxAge()).toBe(nanos(STREAM_MAX_AGE_MS));
  }, 20_000);
});
