// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { CRM_AUTOMATION_RPC, OUTREACH_AUTOMATION_RPC, WORKSPACE_RPC } from '@wbk/contracts';
import { hostname } from 'node:os';
import { ByteBudget, newId, systemClock } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService, loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext, type ServiceStarted } from '@wbk/service';
import { createOutreachUseCases } from './app/outreach-use-cases';
import { SendDueSteps } from './app/send-due-steps.use-case';
import { loadConfig, type OutreachConfig } from './config';
import { PROVIDER_NAMES } from './domain/channel-provider';
import { sealUnsubscribe, unsubscribeKeysOf, unsubscribeUrl } from './domain/unsubscribe-token';
import { startEmailReplyConsumer } from './events/email-reply.consumer';
import { subscribeWorkspaceChanges } from './events/workspace-changed.subscriber';
import { createAutomationHandlers } from './grpc/automation.handler';
import { OUTREACH_PROTO, OUTREACH_SERVICE, outreachServiceHandlers } from './grpc/outreach.service';
import { startInboundServer } from './http/inbound.server';
import { SequencerJob } from './jobs/sequencer.job';
import { crmRecords } from './peers/crm-records.client';
import { CachedWorkspaceProfiles } from './peers/workspace-profile.client';
import { createAttachmentFetcher } from './providers/attachment-fetcher';
import { createProviderApi } from './providers/provider-api.client';
import { KvProviderRateLimiter } from './providers/provider-rate.limiter';
import { ProviderCaller } from './providers/provider-caller';
import { CAMPAIGNS_COLLECTION, CampaignRepository } from './store/campaign.repository';
import { EnrollmentRepository } from './store/enrollment.repository';
import { InboundReportRepository } from './store/inbound-report.repository';
import { MESSAGES_COLLECTION, MessageRepository } from './store/message.repository';
import { SendSlotRepository } from './store/send-slot.repository';
import { SuppressionRepository } from './store/suppression.repository';

/** Per-second counters live a minute: long past their second, short enough to keep the bucket small. */
const RATE_BUCKET = { name: 'outreach_provider_rate', ttlMs: 60_000 };

async function wire(service: ServiceContext<OutreachConfig>): Promise<ServiceStarted> {
  const { config, logger, shutdown, store, bus, protoRoot } = service;
  const messages = new MessageRepository(store);
  const campaigns = new CampaignRepository(store);
  const enrollments = new EnrollmentRepository(store);
  const suppressions = new SuppressionRepository(store);
  const reports = new InboundReportRepository(store);
  const slots = new SendSlotRepository(store);
  await service.ensureIndexes([messages, campaigns, enrollments, suppressions, reports, slots]);
  const afterWrite = service.relayOutbox([CAMPAIGNS_COLLECTION, MESSAGES_COLLECTION]);

  const workspace = createTypedRpcClient(loadRpcService(protoRoot, WORKSPACE_RPC), { name: 'workspace', address: config.WORKSPACE_URL, logger });
  const crm = createTypedRpcClient(loadRpcService(protoRoot, CRM_AUTOMATION_RPC), { name: 'crm', address: config.CRM_URL, logger });
  shutdown.add('peer clients', () => {
    workspace.close();
    crm.close();
  });
  const profiles = new CachedWorkspaceProfiles(workspace, systemClock, config.PROVIDER_STATUS_TTL_MS);
  const workspaceChanges = subscribeWorkspaceChanges(bus.nc, (id) => profiles.invalidate(id), logger);
  shutdown.add('workspace changes', () => workspaceChanges.close());

  const providerApi = createProviderApi({ baseUrl: config.PROVIDERS_URL, logger });
  shutdown.add('provider breakers', () => providerApi.close());
  const limiter = new KvProviderRateLimiter({
    kv: await bus.kv(RATE_BUCKET.name, { ttlMs: RATE_BUCKET.ttlMs, history: 1 }),
    perSecond: config.OUTREACH_PROVIDER_RATE_PER_SECOND,
    clock: systemClock,
    logger,
    isAvailable: () => bus.isConnected(),
  });

  const crmReads = crmRecords(crm);
  const useCases = createOutreachUseCases({
    messages,
    campaigns,
    enrollments,
    suppressions,
    inboundReports: reports,
    profiles,
    crm: crmReads,
    providers: new ProviderCaller({ api: providerApi, limiter, clock: systemClock, timeoutMs: config.PROVIDER_TIMEOUT_MS }),
    fetcher: createAttachmentFetcher({ allowPrivateTargets: config.ATTACHMENT_ALLOW_PRIVATE_TARGETS, ownUrls: [config.PUBLIC_URL, ...config.PLATFORM_PUBLIC_URLS] }),
    clock: systemClock,
    logger,
    outbox: { kick: afterWrite },
    newId,
    mailFrom: config.MAIL_FROM,
    ratePerSecond: config.OUTREACH_PROVIDER_RATE_PER_SECOND,
    attachmentTimeoutMs: config.ATTACHMENT_FETCH_TIMEOUT_MS,
    maxActiveCampaigns: config.OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE,
  });

  const withoutSecret = PROVIDER_NAMES.filter((provider) => !config.PROVIDER_REPORT_SECRETS.has(provider));
  if (withoutSecret.length > 0) logger.warn({ providers: withoutSecret }, 'PROVIDER_REPORT_SECRETS names no secret for these providers: their reports are refused');
  const unsubscribeKeys = unsubscribeKeysOf(config.UNSUBSCRIBE_KEYS, config.UNSUBSCRIBE_SECRET);
  const inbound = await startInboundServer({
    host: config.HTTP_HOST,
    port: config.HTTP_PORT,
    secrets: config.PROVIDER_REPORT_SECRETS,
    recordProviderReport: useCases.recordProviderReport,
    unsubscribe: { keys: unsubscribeKeys, unsubscribeRecipient: useCases.unsubscribeRecipient },
    clock: systemClock,
    logger,
  });
  shutdown.add('inbound listener', () => inbound.close());
  // Replies mailbox sync finds to our mail stop their sequences as a provider's reply report does.
  const replies = await startEmailReplyConsumer({ bus, store, messages, recordProviderReport: useCases.recordProviderReport, ourAddresses: [config.MAIL_FROM], logger });
  shutdown.add('reply consumer', () => replies.stop());

  const server = service.grpcServer();
  server.addService(
    loadServiceDefinition(protoRoot, OUTREACH_PROTO, OUTREACH_SERVICE),
    outreachServiceHandlers({ ...useCases, clock: systemClock, inflight: new ByteBudget(config.OUTREACH_INFLIGHT_BODY_BYTES) }),
  );
  server.addTypedService(loadRpcService(protoRoot, OUTREACH_AUTOMATION_RPC), createAutomationHandlers({ ...useCases, clock: systemClock }));
  // Closers run in reverse order: stop taking calls first, then the listener, the relay, the bus and the store.
  await server.start();

  const sendDueSteps = new SendDueSteps({
    campaigns,
    enrollments,
    slots,
    messages,
    sendMessage: useCases.sendMessage,
    crm: crmReads,
    clock: systemClock,
    logger,
    owner: `${hostname()}:${process.pid}:${newId().slice(0, 8)}`,
    batch: config.SEQUENCER_BATCH,
    leaseMs: config.SEQUENCER_LEASE_MS,
    unsubscribeUrl: (workspaceId, enrollmentId, address) => unsubscribeUrl(config.PUBLIC_URL, sealUnsubscribe(unsubscribeKeys, { workspaceId, enrollmentId, address })),
  });
  const sequencer = new SequencerJob({ sendDueSteps, tickMs: config.SEQUENCER_TICK_MS, batch: config.SEQUENCER_BATCH, logger });
  sequencer.start();
  // Stops before the listeners and the store: the step under way finishes and is recorded.
  shutdown.add('sequencer', () => sequencer.stop());
  return { ports: { http: inbound.port } };
}

runService({ app: 'outreach', config: loadConfig(), store: true, bus: true, wire });
