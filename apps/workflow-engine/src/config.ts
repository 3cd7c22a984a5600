import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { requireMongoUrl, storeSettings } from '@wbk/store';
import { z } from 'zod';
import { tracingSettings } from '@wbk/telemetry';

/** A failed action is retried with backoff up to 3 times, then its run is failed. */
export const DEFAULT_ACTION_RETRY_MS = [1_000, 5_000, 25_000];

/** The only reader of process.env in this app, so every setting is validated once, at start. */
export const configSchema = z
  .object({
    GRPC_HOST: z.string().min(1).default('127.0.0.1'),
    GRPC_PORT: env.port(50054),
    NATS_URL: env.natsUrl(),
    ...planeSettings('workflow-engine'),
    ...storeSettings({ database: 'workflows', dataDir: '.data/workflow-engine' }),
    LOG_LEVEL: env.logLevel(),
    ...opsSettings(9464),
    ...shutdownSettings(),
    ...tracingSettings('workflow-engine'),
    /** Where the .proto files are; found by walking up from the bundle when unset. */
    PROTO_DIR: z.string().min(1).optional(),
    /** The workspace service: the current permissions of the key a workflow or an approved task acts for. */
    WORKSPACE_URL: z.string().min(1).default('127.0.0.1:50051'),
    CRM_URL: z.string().min(1).default('127.0.0.1:50052'),
    WEBHOOK_DISPATCHER_URL: z.string().min(1).default('127.0.0.1:50053'),
    /** The outreach service: send_email / send_channel_message and the assistant's campaign_start. */
    OUTREACH_URL: z.string().min(1).default('127.0.0.1:50055'),
    ENRICHMENT_URL: z.string().min(1).default('127.0.0.1:50056'),
    /** Loop safety: an event this deep in an automated chain fires nothing (default 5). */
    WORKFLOW_MAX_CHAIN_DEPTH: z.coerce.number().int().min(1).max(100).default(5),
    /** Delay before retry 1, 2, ...; its length is the number of retries after the first attempt. */
    WORKFLOW_ACTION_RETRY_MS: env.millisList(DEFAULT_ACTION_RETRY_MS),
    /**
     * How long a trigger event may stay unacknowledged before JetStream hands it
     * out again: after a crash, the events the dead process held come back after
     * this long. Must exceed the slowest action call (webhook: 15 s); tests lower it.
     */
    WORKFLOW_TRIGGER_ACK_WAIT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
    /** Run history retention (30 days by default). */
    RUN_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  })
  .superRefine(requireMongoUrl)
  .superRefine(requirePlaneCredentials);

export type WorkflowEngineConfig = z.infer<typeof configSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): WorkflowEngineConfig {
  return loadConfigOrExit(configSchema, source);
}
