import { join } from 'node:path';
import { IDENTITY_MANIFESTS, addressSettingOf } from '@wbk/contracts';

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
  /** Apps whose address this app receives as <PEER>_URL (e.g. CRM_URL): the `calls` of its manifest in libs/contracts. */
  peers?: readonly string[];
  /** Whether the app keeps data under <dataDir>/<name> (passed as DATA_DIR). */
  stateful?: boolean;
  /** Extra settings that only make sense for the local stack (compressed timings, sim endpoints). */
  env?: Record<string, string>;
  /** A gRPC app that also listens on HTTP_PORT (outreach's inbound reports); others reach it as `<name>-http`. */
  httpListener?: boolean;
  /** Settings that hold another app's address plus a path, e.g. `SIM_WEBHOOK_URL` -> `outreach-http` + `/inbound`. */
  links?: Record<string, { app: string; path?: string }>;
}

/**
 * Each provider's report secret, given to provider-sim (signs its reports) and outreach (verifies
 * them); a different one per provider, as in production. Local stacks only.
 */
export const LOCAL_PROVIDER_REPORT_SECRETS = ['chat_a', 'chat_b', 'chat_c', 'chat_d', 'mail_provider_a', 'mail_provider_b']
  .map((provider) => `${provider}=local-${provider}-report-secret`)
  .join(',');

/**
 * Test stacks start provider-sim with empty mail and calendar accounts, since
 * each spec counts the mail and meetings it puts there itself; a spec about
 * seeding fixes an account's size with PUT /control/accounts/seed. `npm start`
 * overrides these with SEEDED_SIM_ACCOUNTS so a newcomer's accounts have mail.
 */
export const UNSEEDED_SIM_ACCOUNTS = { SIM_SEED_MAIL_MESSAGES: '0', SIM_SEED_CALENDAR_EVENTS: '0' };
/** The sizes `npm start` gives provider-sim: its own defaults, stated because the topology turns seeding off. */
export const SEEDED_SIM_ACCOUNTS = { SIM_SEED_MAIL_MESSAGES: '300', SIM_SEED_CALENDAR_EVENTS: '40' };

/** The services it calls, as its manifest declares them; an app without a manifest (provider-sim) calls none. */
function withPeers(spec: AppSpec): AppSpec {
  const calls = IDENTITY_MANIFESTS.find((manifest) => manifest.name === spec.name)?.calls ?? [];
  return calls.length === 0 ? spec : { ...spec, peers: calls };
}

/** What only the local stack needs to know about each app; whom it calls comes from its manifest. */
const LOCAL_APPS: readonly AppSpec[] = [
  { name: 'workspace', kind: 'grpc', stateful: true },
  { name: 'crm', kind: 'grpc', stateful: true },
  { name: 'webhook-dispatcher', kind: 'grpc', stateful: true },
  {
    name: 'provider-sim',
    kind: 'http',
    env: { SIM_REPORT_SECRETS: LOCAL_PROVIDER_REPORT_SECRETS, ...UNSEEDED_SIM_ACCOUNTS },
    links: { SIM_WEBHOOK_URL: { app: 'outreach-http', path: '/inbound' } },
  },
  {
    name: 'outreach',
    kind: 'grpc',
    stateful: true,
    httpListener: true,
    links: { PROVIDERS_URL: { app: 'provider-sim' }, PUBLIC_URL: { app: 'outreach-http' } },
    env: { PROVIDER_REPORT_SECRETS: LOCAL_PROVIDER_REPORT_SECRETS, UNSUBSCRIBE_KEYS: 'local1=local-unsubscribe-key-1' },
  },
  {
    name: 'enrichment',
    kind: 'grpc',
    stateful: true,
    links: { ENRICH_VENDORS_URL: { app: 'provider-sim' }, PROSPECTOR_URL: { app: 'provider-sim' } },
  },
  {
    name: 'mailbox-sync',
    kind: 'grpc',
    stateful: true,
    links: { PROVIDERS_URL: { app: 'provider-sim' } },
    // A new job starts at once anyway; the poll only picks up jobs left behind, and quota waits stay short.
    env: { SYNC_POLL_MS: '200', SYNC_MAX_BACKOFF_MS: '2000', PROFILE_TTL_MS: '0' },
  },
  { name: 'workflow-engine', kind: 'grpc', stateful: true },
  { name: 'gateway', kind: 'gateway' },
];

export const TOPOLOGY: readonly AppSpec[] = LOCAL_APPS.map(withPeers);

/** The name under which an app's second (HTTP) listener is addressed. */
export function httpListenerName(app: string): string {
  return `${app}-http`;
}

/** `crm` -> `CRM_URL`, `webhook-dispatcher` -> `WEBHOOK_DISPATCHER_URL`. */
export function peerEnvName(app: string): string {
  return addressSettingOf(app);
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
  /** The second listener of an app with `httpListener`. */
  httpPort?: number;
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
    // No load balancer routes to a local stack, so a stop has no routes to wait out.
    SHUTDOWN_ENDPOINT_DELAY_MS: '0',
    ...spec.env,
  };
  // Loopback only: a dev or test stack is never reachable from the network.
  env[spec.kind === 'grpc' ? 'GRPC_HOST' : 'HTTP_HOST'] = '127.0.0.1';
  env.OPS_HOST = '127.0.0.1';
  if (spec.stateful) env.DATA_DIR = join(ctx.dataDir, spec.name);
  if (spec.httpListener) {
    if (ctx.httpPort === undefined) throw new Error(`topology: ${spec.name} has an HTTP listener but no port was given for it`);
    env.HTTP_PORT = String(ctx.httpPort);
    env.HTTP_HOST = '127.0.0.1';
  }
  for (const peer of spec.peers ?? []) {
    const address = ctx.addresses[peer];
    if (address === undefined) throw new Error(`topology: ${spec.name} needs ${peer}, which is not in TOPOLOGY`);
    env[peerEnvName(peer)] = address;
  }
  for (const [name, link] of Object.entries(spec.links ?? {})) {
    const address = ctx.addresses[link.app];
    if (address === undefined) throw new Error(`topology: ${spec.name} needs ${link.app} for ${name}, which is not in TOPOLOGY`);
    env[name] = `${address}${link.path ?? ''}`;
  }
  return env;
}
