// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { systemClock } from '@wbk/platform';
import { CRM_AUTOMATION_RPC, CRM_MANIFEST } from '@wbk/contracts';
import { loadRpcService, loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext } from '@wbk/service';
import { loadConfig, type CrmConfig } from './config';
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

const SERVICE_NAME = CRM_MANIFEST.api.name;

async function wire(service: ServiceContext<CrmConfig>): Promise<void> {
  const { logger, shutdown, store, bus, protoRoot } = service;
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
  await service.ensureIndexes([contacts, notes, tasks, deals, dealDocuments, companies, activities, contactBulk, lists, listMembers]);

  new BackfillNameKeysJob({ contacts, logger }).start();

  const afterWrite = service.relayOutbox([
    CONTACTS_COLLECTION,
    CONTACT_BULK_BATCHES_COLLECTION,
    COMPANIES_COLLECTION,
    NOTES_COLLECTION,
    DEALS_COLLECTION,
    DEAL_BATCHES_COLLECTION,
    ACTIVITIES_COLLECTION,
    LISTS_COLLECTION,
    TASKS_COLLECTION,
  ]);

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

  const server = service.grpcServer();
  const definition = loadServiceDefinition(protoRoot, CRM_MANIFEST.api.file, SERVICE_NAME);
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
  // Closers run in reverse order: stop taking calls first, then the relay, then the bus and store.
  await server.start();
}

runService({ app: 'crm', config: loadConfig(), store: true, bus: true, wire });
