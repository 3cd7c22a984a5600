import { connectBus, OutboxRelay } from '@wbk/bus';
import { createLogger, Shutdown, systemClock } from '@wbk/platform';
import { createRpcServer, findProtoRoot, loadServiceDefinition } from '@wbk/rpc';
import { openStore } from '@wbk/store';
import { loadConfig } from './config';
import { createContactsHandlers } from './grpc/contacts.handler';
import { CONTACTS_COLLECTION, ContactRepository } from './store/contact.repository';
import { DealRepository } from './store/deal.repository';
import { NoteRepository } from './store/note.repository';
import { TaskRepository } from './store/task.repository';

const SERVICE_NAME = 'wbk.crm.v1.CrmService';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'crm', level: config.LOG_LEVEL });
  const shutdown = new Shutdown(logger);
  shutdown.listen();

  const store = await openStore(
    config.STORE === 'mongo'
      ? { kind: 'mongo', url: config.MONGO_URL ?? '', database: config.MONGO_DATABASE }
      : { kind: 'embedded', dataDir: config.DATA_DIR },
  );
  shutdown.add('store', () => store.close());

  const contacts = new ContactRepository(store);
  const notes = new NoteRepository(store);
  const tasks = new TaskRepository(store);
  const deals = new DealRepository(store);
  await Promise.all([contacts, notes, tasks, deals].map((repo) => repo.ensureIndexes()));

  const bus = await connectBus({ servers: config.NATS_URL, name: 'crm', logger });
  shutdown.add('bus', () => bus.close());
  await bus.ensureStreams();

  const relay = new OutboxRelay({ store, bus, collections: [CONTACTS_COLLECTION], logger });
  relay.start();
  shutdown.add('relay', () => relay.stop());

  const server = createRpcServer({ logger });
  const definition = loadServiceDefinition(config.PROTO_DIR ?? findProtoRoot(__dirname), 'crm/v1/crm.proto', SERVICE_NAME);
  server.addService(definition, {
    ...createContactsHandlers({ contacts, notes, tasks, deals, clock: systemClock, afterWrite: () => relay.kick() }),
  });
  const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
  // Closers run in reverse order: stop taking calls first, then the relay, then the bus and store.
  shutdown.add('grpc', () => server.stop());
  server.setServing(SERVICE_NAME, true);
  logger.info({ grpc_port: port }, 'listening');
}

main().catch((err: unknown) => {
  process.stderr.write(`crm failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
