// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { subscribeWorkspaceChanges } from '@wbk/bus';
import { CRM_AUTOMATION_RPC, WORKSPACE_RPC } from '@wbk/contracts';
import { newId, systemClock } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService, loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext } from '@wbk/service';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { LearnMailboxes } from './app/learn-mailboxes.use-case';
import { StartScheduledSync } from './app/start-scheduled-sync.use-case';
import { StartSync } from './app/start-sync.use-case';
import { SyncCalendar } from './app/sync-calendar.use-case';
import { SyncMailbox } from './app/sync-mailbox.use-case';
import { loadConfig, type MailboxSyncConfig } from './config';
import { MAILBOX_PROTO, MAILBOX_SERVICE, mailboxServiceHandlers } from './grpc/mailbox.service';
import { SyncRunnerJob } from './jobs/sync-runner.job';
import { SyncSchedulerJob } from './jobs/sync-scheduler.job';
import { crmContacts } from './peers/crm-contacts.client';
import { workspaceSync } from './peers/workspace-sync.client';
import { createCalendarProviderClient } from './providers/calendar-provider.client';
import { createMailProviderClient } from './providers/mail-provider.client';
import { createProviderHttp } from './providers/provider-http';
import { CALENDAR_EVENTS_COLLECTION, CalendarEventRepository } from './store/calendar-event.repository';
import { CalendarRepository } from './store/calendar.repository';
import { CapSlotRepository } from './store/cap-slot.repository';
import { MailboxRepository } from './store/mailbox.repository';
import { SYNC_JOBS_COLLECTION, SyncJobRepository } from './store/sync-job.repository';
import { SYNCED_EMAILS_COLLECTION, SyncedEmailRepository } from './store/synced-email.repository';

async function wire(service: ServiceContext<MailboxSyncConfig>): Promise<void> {
  const { config, logger, shutdown, store, bus, protoRoot } = service;
  const jobs = new SyncJobRepository(store);
  const mailboxes = new MailboxRepository(store);
  const emails = new SyncedEmailRepository(store);
  const slots = new CapSlotRepository(store);
  const events = new CalendarEventRepository(store);
  const calendars = new CalendarRepository(store);
  await service.ensureIndexes([jobs, mailboxes, emails, events]);
  const afterWrite = service.relayOutbox([SYNCED_EMAILS_COLLECTION, SYNC_JOBS_COLLECTION, CALENDAR_EVENTS_COLLECTION]);

  const workspaceClient = createTypedRpcClient(loadRpcService(protoRoot, WORKSPACE_RPC), { name: 'workspace', address: config.WORKSPACE_URL, logger });
  const crmClient = createTypedRpcClient(loadRpcService(protoRoot, CRM_AUTOMATION_RPC), { name: 'crm', address: config.CRM_URL, logger });
  shutdown.add('peer clients', () => {
    workspaceClient.close();
    crmClient.close();
  });
  const workspace = workspaceSync(workspaceClient, systemClock, config.PROFILE_TTL_MS, logger);
  const crm = crmContacts(crmClient, newId);
  const http = createProviderHttp({ baseUrl: config.PROVIDERS_URL, timeoutMs: config.PROVIDER_TIMEOUT_MS, logger });
  shutdown.add('provider breakers', () => http.close());

  const owner = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const retries = { maxAttempts: config.SYNC_MAX_ATTEMPTS, maxBackoffMs: config.SYNC_MAX_BACKOFF_MS, sleep: (ms: number) => sleep(ms) };
  const syncCalendar = new SyncCalendar({
    calendar: createCalendarProviderClient(http),
    events,
    calendars,
    crm,
    workspace,
    clock: systemClock,
    logger,
    pastDays: config.CALENDAR_PAST_DAYS,
    futureDays: config.CALENDAR_FUTURE_DAYS,
    afterWrite,
    ...retries,
  });
  const syncMailbox = new SyncMailbox({
    jobs,
    mailboxes,
    emails,
    mail: createMailProviderClient(http),
    crm,
    workspace,
    clock: systemClock,
    logger,
    owner,
    pageSize: config.SYNC_PAGE_SIZE,
    leaseMs: config.SYNC_LEASE_MS,
    afterWrite,
    ...retries,
  });
  const runner = new SyncRunnerJob({
    jobs,
    syncMailbox,
    clock: systemClock,
    logger,
    owner,
    leaseMs: config.SYNC_LEASE_MS,
    pollMs: config.SYNC_POLL_MS,
    concurrency: config.SYNC_CONCURRENCY,
    perWorkspace: config.SYNC_CONCURRENCY_PER_WORKSPACE,
    afterWrite,
    // Calendars sync along with each mail sync of their workspace (not part of the job: a slow calendar never holds a job up).
    afterJob: (job) => void syncCalendar.execute(job.workspace_id).catch((err: unknown) => logger.warn({ err }, 'calendar sync after a mail sync failed')),
  });
  const startSync = new StartSync({ jobs, mailboxes, slots, workspace, clock: systemClock, kick: () => runner.kick() });
  const startScheduledSync = new StartScheduledSync({ jobs, clock: systemClock, kick: () => runner.kick() });
  const scheduler = new SyncSchedulerJob({ mailboxes, calendars, startScheduledSync, syncCalendar, workspace, clock: systemClock, logger, intervalMs: config.SYNC_SCHEDULE_INTERVAL_MS });
  const learnMailboxes = new LearnMailboxes({ mailboxes, workspace });
  const changes = subscribeWorkspaceChanges(
    bus.nc,
    (workspaceId) => void learnMailboxes.execute(workspaceId).catch((err: unknown) => logger.warn({ err, workspace_id: workspaceId }, 'could not read a changed workspace')),
    logger,
  );
  shutdown.add('workspace changes', () => changes.close());

  const server = service.grpcServer();
  server.addService(
    loadServiceDefinition(protoRoot, MAILBOX_PROTO, MAILBOX_SERVICE),
    mailboxServiceHandlers({ startSync, jobs, mailboxes, workspace, events, calendars, syncCalendar, crm, clock: systemClock }),
  );
  // Closers run in reverse order: stop taking calls first (the server adds its closer as it starts), then the runner and scheduler, the relay, the bus and the store.
  runner.start();
  shutdown.add('job runner', () => runner.stop());
  scheduler.start();
  shutdown.add('scheduler', () => scheduler.stop());
  await server.start();
}

runService({ app: 'mailbox-sync', config: loadConfig(), store: true, bus: true, wire });
