import { join } from 'node:path';

/**
 * The whole local topology in one declarative list (the role eShop's AppHost
 * plays): adding an app to `npm start` and to the end-to-end tests is one entry.
 * Services start together; gateways start once every service is ready and may
 * run as several replicas.
 */
export interface AppSpec {
  /** Nx project name; the process runs dist/apps/<name>/main.js. */
  name: string;
  /** grpc: a service on GRPC_PORT; http: a plain HTTP server on HTTP_PORT; gateway: the public edge (replicable). */
  kind: 'grpc' | 'http' | 'gateway';
  /** Apps whose address this app receives as <PEER>_URL (e.g. CRM_URL). */
  peers?: string[];
  /** Whether the app keeps data under <dataDir>/<name> (passed as DATA_DIR). */
  stateful?: boolean;
  /** Extra settings that only make sense for the local stack (compressed timings, sim endpoints). */
  env?: Record<string, string>;
}

export const TOPOLOGY: readonly AppSpec[] = [
  { name: 'workspace', kind: 'grpc', stateful: true },
  { name: 'crm', kind: 'grpc', stateful: true },
  { name: 'webhook-dispatcher', kind: 'grpc', stateful: true },
  { name: 'provider-sim', kind: 'http' },
  { name: 'workflow-engine', kind: 'grpc', stateful: true, peers: ['crm', 'webhook-dispatcher', 'provider-sim'] },
  { name: 'gateway', kind: 'gateway', peers: ['workspace', 'crm', 'webhook-dispatcher', 'workflow-engine'] },
];

/** `crm` -> `CRM_URL`, `webhook-dispatcher` -> `WEBHOOK_DISPATCHER_URL`. */
export function peerEnvName(app: string): string {
  return `${app.toUpperCase().replace(/-/g, '_')}_URL`;
}

/** How peers reach an app: gRPC targets are host:port, HTTP ones a URL. */
export function addressOf(spec: AppSpec, port: number): string {
  return spec.kind === 'grpc' ? `127.0.0.1:${port}` : `http://127.0.0.1:${port}`;
}

export interface EnvContext {
  dataDir: string;
  natsUrl: string;
  port: number;
  /** The app's ops listener (/buildz, /livez). */
  opsPort: number;
  addresses: Record<string, string>;
  logLevel: string;
}

/** The environment one app process gets from the harness (before user overrides). */
export function envFor(spec: AppSpec, ctx: EnvContext): Record<string, string> {
  const env: Record<string, string> = {
    NATS_URL: ctx.natsUrl,
    LOG_LEVEL: ctx.logLevel,
    [spec.kind === 'grpc' ? 'GRPC_PORT' : 'HTTP_PORT']: String(ctx.port),
    OPS_PORT: String(ctx.opsPort),
    ...spec.env,
  };
  // Loopback only: a dev or test stack is never reachable from the network.
  env[spec.kind === 'grpc' ? 'GRPC_HOST' : 'HTTP_HOST'] = '127.0.0.1';
  env.OPS_HOST = '127.0.0.1';
  if (spec.stateful) env.DATA_DIR = join(ctx.dataDir, spec.name);
  for (const peer of spec.peers ?? []) {
    const address = ctx.addresses[peer];
    if (address === undefined) throw new Error(`topology: ${spec.name} needs ${peer}, which is not in TOPOLOGY`);
    env[peerEnvName(peer)] = address;
  }
  return env;
}
