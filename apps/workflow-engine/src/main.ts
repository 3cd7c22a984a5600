// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { CRM_AUTOMATION_RPC, ENRICHMENT_AUTOMATION_RPC, OUTREACH_AUTOMATION_RPC, WORKFLOW_ENGINE_MANIFEST, WORKSPACE_RPC } from '@wbk/contracts';
import { systemClock } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService, loadServiceDefinition } from '@wbk/rpc';
import { runService, type ServiceContext } from '@wbk/service';
import { ExecuteAssistantTask } from './app/execute-assistant-task.use-case';
import { ProcessTrigger } from './app/process-trigger.use-case';
import { RunAction } from './app/run-action.use-case';
import { loadConfig, type WorkflowEngineConfig } from './config';
import { startTriggerConsumers } from './events/trigger.consumer';
import { createAssistantHandlers } from './grpc/assistant.handler';
import { createRunsHandlers } from './grpc/runs.handler';
import { createWorkflowsHandlers } from './grpc/workflows.handler';
import { AssistantTaskRunnerJob } from './jobs/assistant-task-runner.job';
import { connectActionPeers } from './peers/action-peers';
import { CrmTasksClient } from './peers/crm-tasks.client';
import { EnrichmentTasksClient } from './peers/enrichment-tasks.client';
import { OutreachTasksClient } from './peers/outreach-tasks.client';
import { workspaceKeyGrants } from './peers/workspace-key-grants.client';
import { ASSISTANT_TASKS_COLLECTION, AssistantTaskRepository } from './store/assistant-task.repository';
import { RunRepository } from './store/run.repository';
import { WORKFLOWS_COLLECTION, WorkflowRepository } from './store/workflow.repository';

const SERVICE_NAME = WORKFLOW_ENGINE_MANIFEST.api.name;

async function wire(service: ServiceContext<WorkflowEngineConfig>): Promise<void> {
  const { config, logger, shutdown, store, bus, protoRoot } = service;
  const workflows = new WorkflowRepository(store);
  const runs = new RunRepository(store, config.RUN_RETENTION_DAYS);
  const assistantTasks = new AssistantTaskRepository(store);
  await service.ensureIndexes([workflows, runs, assistantTasks]);

  // workflow.auto_disabled travels in the workflow document's outbox, task.approved/dismissed in the task's.
  const afterWrite = service.relayOutbox([WORKFLOWS_COLLECTION, ASSISTANT_TASKS_COLLECTION]);

  const actionPeers = connectActionPeers({
    crmAddress: config.CRM_URL,
    dispatcherAddress: config.WEBHOOK_DISPATCHER_URL,
    outreachAddress: config.OUTREACH_URL,
    protoRoot,
    logger,
  });
  shutdown.add('action executor', () => actionPeers.close());
  const runAction = new RunAction({ crm: actionPeers.crm, outreach: actionPeers.outreach, webhooks: actionPeers.webhooks, clock: systemClock, logger });
  // Actions run with the permissions of the key that saved them, as the workspace service knows them now.
  const workspace = createTypedRpcClient(loadRpcService(protoRoot, WORKSPACE_RPC), { name: 'workspace', address: config.WORKSPACE_URL, logger });
  shutdown.add('workspace client', () => workspace.close());
  const grants = workspaceKeyGrants(workspace);

  const processTrigger = new ProcessTrigger({
    workflows,
    runs,
    runAction,
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
    processTrigger,
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
  const assistantRunner = new AssistantTaskRunnerJob({
    tasks: assistantTasks,
    executeTask: new ExecuteAssistantTask({ crm: new CrmTasksClient(crm), outreach: new OutreachTasksClient(outreach), enrichment: new EnrichmentTasksClient(enrichment) }),
    grants,
    clock: systemClock,
    logger,
  });
  shutdown.add('assistant runner', () => assistantRunner.drain());
  assistantRunner.start();
  shutdown.add('assistant resume', () => assistantRunner.stop());

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
