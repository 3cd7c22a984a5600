import { CONTROL_SUBJECTS } from '../control-subjects';
import type { ClientManifest } from './manifest';
import { SERVICE_NAMES } from './identities';
import { WEBHOOK_JOBS_STREAM, WEBHOOK_WORKERS_CONSUMER } from './webhook-dispatcher.manifest';

/** The public edge: forwards every public route, so it calls every service; it records the audit trail. */
export const GATEWAY_MANIFEST: ClientManifest = {
  name: 'gateway',
  calls: SERVICE_NAMES,
  publishes: ['audit.recorded'],
  consumes: [],
  bus: {
    sharedStreams: 'create',
    kv: ['rate_limits', 'idempotency'],
    subscribes: [CONTROL_SUBJECTS.keysRevoked, CONTROL_SUBJECTS.workspaceChanged],
    allowResponses: true,
  },
};

/** The admin CLI: dashboard operations on workspace, no bus. */
export const CLI_MANIFEST: ClientManifest = { name: 'cli', calls: ['workspace'], publishes: [], consumes: [] };

/** The dispatcher's worker-only replicas: they only take delivery jobs, publish nothing and read no event. */
export const WEBHOOK_WORKER_MANIFEST: ClientManifest = {
  name: 'webhook-worker',
  runsIn: 'webhook-dispatcher',
  calls: ['webhook-dispatcher'],
  publishes: [],
  consumes: [],
  bus: { streams: [WEBHOOK_JOBS_STREAM], queues: [WEBHOOK_WORKERS_CONSUMER] },
};
