import { env, loadConfigOrExit, opsSettings, planeSettings, requirePlaneCredentials, shutdownSettings } from '@wbk/platform';
import { z } from 'zod';
import { DEFAULT_BODY_LIMITS } from './domain/body-admission';
import { parseTrustProxy } from './http/trust-proxy';
import { tracingSettings } from '@wbk/telemetry';

/** The gateway's settings, validated at start (a bad value stops the process); the only reader of process.env is main.ts through this schema. */
export const configSchema = z.object({
  // 0.0.0.0 by default: in a pod the kubelet and the Service reach the container on its pod IP.
  HTTP_HOST: z.string().min(1).default('0.0.0.0'),
  HTTP_PORT: env.port(8080),
  NATS_URL: env.natsUrl(),
  ...planeSettings('gateway'),
  WORKSPACE_URL: z.string().min(1).default('127.0.0.1:50051'),
  CRM_URL: z.string().min(1).default('127.0.0.1:50052'),
  WEBHOOK_DISPATCHER_URL: z.string().min(1).default('127.0.0.1:50053'),
  WORKFLOW_ENGINE_URL: z.string().min(1).default('127.0.0.1:50054'),
  OUTREACH_URL: z.string().min(1).default('127.0.0.1:50055'),
  ENRICHMENT_URL: z.string().min(1).default('127.0.0.1:50056'),
  MAILBOX_SYNC_URL: z.string().min(1).default('127.0.0.1:50057'),
  LOG_LEVEL: env.logLevel(),
  ...opsSettings(9460),
  ...shutdownSettings(),
  ...tracingSettings('gateway'),
  PROTO_DIR: z.string().min(1).optional(),
  RPC_DEADLINE_MS: z.coerce.number().int().min(1).default(5000),
  KEY_CACHE_TTL_MS: env.millis(30_000),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  // While NATS is down each replica grants 1/RATE_LIMIT_REPLICAS of what is left: set it to the replica count.
  RATE_LIMIT_REPLICAS: z.coerce.number().int().min(1).max(1000).default(1),
  RATE_LIMIT_LEASE_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  UNAUTH_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Bytes of request bodies one process holds at once. Each costs about 4.5 times its size in memory
  // while in flight (docs/operations.md, "Request bodies in memory"): keep 4.5x this plus the
  // baseline under the pod's memory limit.
  GATEWAY_INFLIGHT_BODY_BYTES: z.coerce.number().int().min(1024 * 1024).default(DEFAULT_BODY_LIMITS.inflightBytes),
  // A body over this many bytes is large: each workspace may have GATEWAY_LARGE_BODIES_PER_WORKSPACE of them in flight per process.
  GATEWAY_LARGE_BODY_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_BODY_LIMITS.largeBodyBytes),
  GATEWAY_LARGE_BODIES_PER_WORKSPACE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_BODY_LIMITS.largeBodiesPerWorkspace),
}).superRefine(requirePlaneCredentials);

export type GatewayConfig = z.infer<typeof configSchema>;

export function loadConfig(): GatewayConfig {
  return loadConfigOrExit(configSchema, process.env);
}
