// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { connectBus, OutboxRelay } from '@wbk/bus';
import { createLogger, Shutdown, systemClock, startOpsServer, shutdownBudgetOf } from '@wbk/platform';
import { CRM_AUTOMATION_RPC } from '@wbk/contracts';
import { createRpcServer, findProtoRoot, loadRpcService, loadServiceDefinition, installRpcAuth, rpcAuthFromSettings } from '@wbk/rpc';
import { openConfiguredStore } from '@wbk/store';
import { loadConfig } from './config';
import { startContactDeletedConsumer } from './events/contact-deleted.consumer';
import { startTimelineConsumers } from './events/timeline.consumer';
import { createActivitiesHandlers } from './grpc/activities.handler';
import { createAutomationHandlers } from './grpc/automation.handler';
import { createCompaniesHandlers } from './grpc/companies.handler';
import { createContactsBulkHandlers } from './grpc/contacts-bulk.handler';
import { createContactsHandlers } from './grpc/contacts.handler';
import { createDealDocumentsHandlers } from './grpc/deal-documents.handler';
import { createDealsBulkHandlers } from './grpc/deals-bulk.handler';
import { createDealsHandlers } from './grpc/deals.handler';
import { ListMembership } from './app/list-membership';
import { createListsHandlers } from './grpc/lists.handler';
import { createNotesHandlers } from './grpc/notes.handler';
import { createTasksHandlers } from './grpc/tasks.handler';
import { BackfillNameKeysJob } from './jobs/backfill-name-keys.job';
import { FinishListChangesJob } from './jobs/finish-list-changes.job';
import { ACTIVITIES_COLLECTION, ActivityRepository } from './store/activity.repository';
import { COMPANIES_COLLECTION, CompanyRepository } from './store/company.repository';
import { CONTACT_BULK_BATCHES_COLLECTION, ContactBulkRepository } from './store/contact-bulk.repository';
import { CONTACTS_COLLECTION, ContactRepository } from './store/contact.repository';
import { DealDocumentRepository } from './store/deal-document.repository';
import { DEAL_BATCHES_COLLECTION, DEALS_COLLECTION, DealRepository } from './store/deal.repository';
import { ListMemberRepository } from './store/list-member.repository';
import { LISTS_COLLECTION, ListRepository } from './store/list.repository';
import { NOTES_COLLECTION, NoteRepository } from './store/note.repository';
import { TASKS_COLLECTION, TaskRepository } from './store/task.repository';
import { stopTracing } from '@wbk/telemetry';

const SERVICE_NAME = 'wbk.crm.v1.CrmService';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'crm', level: config.LOG_LEVEL });
  installRpcAuth(rpcAuthFromSettings(config), logger);
  const shutdown = new Shutdown(logger, shutdownBudgetOf(config));
  // Added first, so it runs last: the spans of the whole shutdown are exported too.
  shutdown.add('tracing', stopTracing);
  shutdown.listen();
  const ops = await startOpsServer({ app: 'crm', host: config.OPS_HOST, port: config.OPS_PORT, logger, ready: () => !shutdown.isDraining() });
  shutdown.add('ops', () => ops.close());

  const store = await openConfiguredStore(config);
  shutdown.add('store', () => store.close());

  const contacts = new ContactRepository(store);
  const notes = new NoteRepository(store);
  const tasks = new TaskRepository(store);
  const deals = new DealRepository(store);
  const dealDocuments = new DealDocumentRepository(store);
  const companies = new CompanyRepository(store);
  const activities = new ActivityRepository(store);
  const contactBulk = new ContactBulkRepository(store);
  const lists = new ListRepository(store);
  const listMembers = new ListMemberRepository(store);
  await Promise.all(
    [contacts, notes, tasks, deals, dealDocuments, companies, activities, contactBulk, lists, listMembers].map((repo) =>
      repo.ensureIndexes(),
    ),
  );

  new BackfillNameKeysJob({ contacts, logger }).start();

  const bus = await connectBus({ servers: config.NATS_URL, name: 'crm', logger, user: config.NATS_USER, pass: config.NATS_PASSWORD });
  shutdown.add('bus', () => bus.close());
  await bus.ensureStreams();

  const relay = new OutboxRelay({
    store,
    bus,
    collections: [
      CONTACTS_COLLECTION,
      CONTACT_BULK_BATCHES_COLLECTION,
      COMPANIES_COLLECTION,
      NOTES_COLLECTION,
      DEALS_COLLECTION,
      DEAL_BATCHES_COLLECTION,
      ACTIVITIES_COLLECTION,
      LISTS_COLLECTION,
      TASKS_COLLECTION,
    ],
    logger,
  });
  relay.start();
  shutdown.add('relay', () => relay.stop(shutdown.remainingDrainMs()));
  const afterWrite = (): void => relay.kick();

  const listMembership = new ListMembership({ lists, members: listMembers, clock: systemClock, afterWrite });
  const listSweep = new FinishListChangesJob({ membership: listMembership, logger });
  listSweep.start();
  shutdown.add('list sweep', () => listSweep.stop());

  // Consumers stop before the relay (closers run in reverse), so nothing they write is left unpublished.
  const timeline = await startTimelineConsumers({ bus, store, logger, activities, clock: systemClock, afterWrite });
  shutdown.add('timeline consumers', async () => {
    await Promise.all(timeline.map((consumer) => consumer.stop()));
  });
  const contactCleanup = await startContactDeletedConsumer({ bus, store, logger, members: listMembers, membership: listMembership, clock: systemClock });
  shutdown.add('contact cleanup consumer', () => contactCleanup.stop());

  const server = createRpcServer({ logger });
  const protoRoot = config.PROTO_DIR ?? findProtoRoot(__dirname);
  const definition = loadServiceDefinition(protoRoot, 'crm/v1/crm.proto', SERVICE_NAME);
  server.addService(definition, {
    ...createContactsHandlers({ contacts, notes, tasks, deals, clock: systemClock, afterWrite }),
    ...createContactsBulkHandlers({ contacts, bulk: contactBulk, clock: systemClock, afterWrite }),
    ...createActivitiesHandlers({ activities, contacts }),
    ...createCompaniesHandlers({ companies, clock: systemClock, afterWrite }),
    ...createNotesHandlers({ notes, companies, contacts, clock: systemClock, afterWrite }),
    ...createDealsHandlers({ deals, clock: systemClock, afterWrite }),
    ...createDealsBulkHandlers({ deals, clock: systemClock, afterWrite }),
    ...createDealDocumentsHandlers({ deals, documents: dealDocuments, clock: systemClock }),
    ...createListsHandlers({ lists, members: listMembers, membership: listMembership, clock: systemClock, afterWrite }),
    ...createTasksHandlers({ tasks, clock: systemClock, afterWrite }),
  });
  // Automation callers (the workflow engine, outreach) on the same server: typed messages, the same writes as the public RPCs.
  server.addTypedService(
    loadRpcService(protoRoot, CRM_AUTOMATION_RPC),
    createAutomationHandlers({ contacts, deals, tasks, lists, members: listMembers, membership: listMembership, clock: systemClock, afterWrite }),
  );
  const port = await server.start(config.GRPC_HOST, config.GRPC_PORT);
  // Closers run in reverse order: stop taking calls first, then the relay, then the bus and store.
  shutdown.add('grpc', () => server.stop(shutdown.budget.grpcGraceMs));
  shutdown.whenDraining(() => server.setServing('', false));
  server.setServing(SERVICE_NAME, true);
  server.setServing(CRM_AUTOMATION_RPC.name, true);
  logger.info({ grpc_port: port }, 'listening');
}

main().catch((err: unknown) => {
  process.stderr.write(`crm failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
