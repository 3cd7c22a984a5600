// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { CRM_AUTOMATION_RPC, ENRICHMENT_AUTOMATION_RPC, OUTREACH_AUTOMATION_RPC, WORKFLOW_ENGINE_MANIFEST, WORKSPACE_RPC } from '@wbk/contracts';
import { systemClock } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService, loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext } from '@wbk/service';
import { CrmTasksClient } from './assistant/crm-tasks.client';
import { EnrichmentTasksClient } from './assistant/enrichment-tasks.client';
import { OutreachTasksClient } from './assistant/outreach-tasks.client';
import { AssistantTaskExecutor } from './assistant/task-executor';
import { AssistantTaskRunner } from './assistant/task-runner';
import { loadConfig, type WorkflowEngineConfig } from './config';
import { TriggerProcessor } from './engine/trigger-processor';
import { startTriggerConsumers } from './events/trigger.consumer';
import { createAssistantHandlers } from './grpc/assistant.handler';
import { createRunsHandlers } from './grpc/runs.handler';
import { createWorkflowsHandlers } from './grpc/workflows.handler';
import { createActionExecutor } from './providers/action-executor';
import { workspaceKeyGrants } from './providers/key-grants';
import { ASSISTANT_TASKS_COLLECTION, AssistantTaskRepository } from './store/assistant-task.repository';
import { RunRepository } from './store/run.repository';
import { WORKFLOWS_COLLECTION, WorkflowRepository } from './store/workflow.repository';

const SERVICE_NAME = WORKFLOW_ENGINE_MANIFEST.api.name;
const ASSISTANT_RESUME_INTERVAL_MS = 60_000;

async function wire(service: ServiceContext<WorkflowEngineConfig>): Promise<void> {
  const { config, logger, shutdown, store, bus, protoRoot } = service;
  const workflows = new WorkflowRepository(store);
  const runs = new RunRepository(store, config.RUN_RETENTION_DAYS);
  const assistantTasks = new AssistantTaskRepository(store);
  await service.ensureIndexes([workflows, runs, assistantTasks]);

  // workflow.auto_disabled travels in the workflow document's outbox, task.approved/dismissed in the task's.
  const afterWrite = service.relayOutbox([WORKFLOWS_COLLECTION, ASSISTANT_TASKS_COLLECTION]);

  const executor = createActionExecutor({
    crmAddress: config.CRM_URL,
    dispatcherAddress: config.WEBHOOK_DISPATCHER_URL,
    outreachAddress: config.OUTREACH_URL,
    protoRoot,
    logger,
    clock: systemClock,
  });
  shutdown.add('action executor', () => executor.close());
  // Actions run with the permissions of the key that saved them, as the workspace service knows them now.
  const workspace = createTypedRpcClient(loadRpcService(protoRoot, WORKSPACE_RPC), { name: 'workspace', address: config.WORKSPACE_URL, logger });
  shutdown.add('workspace client', () => workspace.close());
  const grants = workspaceKeyGrants(workspace);

  const processor = new TriggerProcessor({
    workflows,
    runs,
    executor,
    grants,
    clock: systemClock,
    logger,
    maxDepth: config.WORKFLOW_MAX_CHAIN_DEPTH,
    retries: config.WORKFLOW_ACTION_RETRY_MS.length,
    afterWrite,
  });
  // Consumers stop before the relay and the executor (closers run in reverse).
  const consumers = await startTriggerConsumers({
    bus,
    store,
    logger,
    processor,
    retryMs: config.WORKFLOW_ACTION_RETRY_MS,
    ackWaitMs: config.WORKFLOW_TRIGGER_ACK_WAIT_MS,
  });
  shutdown.add('trigger consumers', async () => {
    await Promise.all(consumers.map((consumer) => consumer.stop()));
  });

  // Approved assistant tasks run through the owning services; a run interrupted by a crash is resumed.
  const crm = createTypedRpcClient(loadRpcService(protoRoot, CRM_AUTOMATION_RPC), { name: 'crm', address: config.CRM_URL, logger });
  shutdown.add('crm client', () => crm.close());
  const outreach = createTypedRpcClient(loadRpcService(protoRoot, OUTREACH_AUTOMATION_RPC), { name: 'outreach', address: config.OUTREACH_URL, logger });
  shutdown.add('outreach client', () => outreach.close());
  const enrichment = createTypedRpcClient(loadRpcService(protoRoot, ENRICHMENT_AUTOMATION_RPC), { name: 'enrichment', address: config.ENRICHMENT_URL, logger });
  shutdown.add('enrichment client', () => enrichment.close());
  const assistantRunner = new AssistantTaskRunner({
    tasks: assistantTasks,
    executor: new AssistantTaskExecutor(new CrmTasksClient(crm), new OutreachTasksClient(outreach), new EnrichmentTasksClient(enrichment)),
    grants,
    clock: systemClock,
    logger,
  });
  shutdown.add('assistant runner', () => assistantRunner.drain());
  const resumeAssistant = (): void =>
    void assistantRunner.resumeStale().catch((err: unknown) => logger.warn({ err }, 'assistant task resume failed'));
  resumeAssistant();
  const resumeTimer = setInterval(resumeAssistant, ASSISTANT_RESUME_INTERVAL_MS);
  resumeTimer.unref();
  shutdown.add('assistant resume', () => clearInterval(resumeTimer));

  const server = service.grpcServer();
  const definition = loadServiceDefinition(protoRoot, WORKFLOW_ENGINE_MANIFEST.api.file, SERVICE_NAME);
  server.addService(definition, {
    ...createWorkflowsHandlers({ workflows, clock: systemClock }),
    ...createRunsHandlers({ workflows, runs }),
    ...createAssistantHandlers({ tasks: assistantTasks, runner: assistantRunner, clock: systemClock, afterWrite }),
  });
  await server.start();
}

runService({ app: 'workflow-engine', config: loadConfig(), store: true, bus: true, wire });
