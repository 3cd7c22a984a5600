import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AdminClient } from './admin-client';
import { ApiClient } from './api-client';
import { apiConformance } from './openapi-conformance';
import { AppProcess } from './app-process';
import { acceptsConnections, freePorts } from './free-port';
import { assignPorts, portsNeeded } from './stack-ports';
import { podNodeFlags } from './deploy/pod-node-flags';
import { startNatsServer, type NatsServerHandle } from './nats-server';
import { createPlaneCredentials, withNatsCredentials } from './plane-credentials';
import { addressOf, envFor, httpListenerName, TOPOLOGY, type AppSpec } from './topology';

export interface StackOptions {
  /** Where every app keeps its data (and the logs, stack.json); a fresh temp dir when omitted. */
  dataDir?: string;
  /** Gateway replicas (default 1); they share limits and caches through NATS like production replicas. */
  gateways?: number;
  /**
   * Identities that get internal-plane credentials (planeEnv) although the
   * topology does not run them, e.g. a bench that calls a lone service as the
   * gateway would.
   */
  callers?: string[];
  /** Extra env for every app. */
  env?: Record<string, string>;
  /** Extra env per app name (e.g. { crm: { LOG_LEVEL: 'debug' } }). */
  appEnv?: Record<string, Record<string, string>>;
  /**
   * Extra node flags per app name, e.g. { 'webhook-dispatcher': ['--cpu-prof'] } (NODE_OPTIONS refuses some),
   * after the node flags its pod runs with (deploy/docker/Dockerfile, deploy/k8s/base), which every app gets.
   */
  appNodeArgs?: Record<string, string[]>;
  /** Where <app>.log files go; default <dataDir>/logs. */
  logDir?: string;
  /** The first gateway's HTTP port; a free one when omitted. */
  port?: number;
  /** NATS port; a free one when omitted (npm start passes a fixed one so data and address survive restarts). */
  natsPort?: number;
  /** Open nats-server's Go profiler on a free loopback port (Stack.natsProfilerUrl), for a bench that reads its heap. */
  natsProfiler?: boolean;
  /** Which apps to run; default the whole TOPOLOGY. */
  topology?: readonly AppSpec[];
  /** Keep a harness-made temp dataDir (logs included) after stop(); a given dataDir is always kept. */
  keepDataDir?: boolean;
  /** Startup timeout per app, default 30 s. */
  readyTimeoutMs?: number;
  /** Check every answer of stack.api() against the OpenAPI document (default true; the benchmark turns it off). */
  checkConformance?: boolean;
}

export interface Stack {
  baseUrl: string;
  gatewayUrls: string[];
  /** The NATS URL with the harness's credentials (every subject), for event taps. */
  natsUrl: string;
  /** NATS_URL and the internal-plane settings (RPC_*, NATS_USER/PASSWORD) of one identity, e.g. to run an extra worker. */
  planeEnv(identity: string): Record<string, string>;
  dataDir: string;
  /** How peers reach each app, e.g. { workspace: '127.0.0.1:50051', gateway: 'http://127.0.0.1:8080' }. */
  addresses: Record<string, string>;
  /** App instance names in start order (gateway replicas: gateway, gateway-2, ...). */
  apps: string[];
  /** Each app instance's ops listener (GET /buildz, /livez), e.g. { crm: 'http://127.0.0.1:41234' }. */
  opsUrls: Record<string, string>;
  api(key?: string, baseUrl?: string): ApiClient;
  admin: AdminClient;
  /** Signals one app and waits for it to exit (SIGKILL simulates a crash). */
  kill(app: string, signal?: NodeJS.Signals): Promise<void>;
  /** Stops the app if running and starts it again on the same port with the same data. */
  restart(app: string): Promise<void>;
  logFile(app: string): string;
  /** Stops nats-server (every app loses the bus and keeps reconnecting); SIGKILL simulates its crash. */
  stopNats(signal?: NodeJS.Signals): Promise<void>;
  /** Starts nats-server again on the same port with the same JetStream data. */
  startNats(): Promise<void>;
  /** Process ids of an app and of nats-server (benchmarks read their CPU time). */
  pidOf(app: string): number | undefined;
  natsPid: number | undefined;
  /** nats-server's Go profiler (`/debug/pprof/...`) when `natsProfiler` was asked for. */
  natsProfilerUrl: string | undefined;
  stop(): Promise<void>;
}

interface Instance {
  name: string;
  spec: AppSpec;
  port: number;
  opsPort: number;
  process: AppProcess;
}

const DEFAULT_READY_TIMEOUT_MS = 30_000;

/** Walks up from this file to the workspace root (the folder with nx.json). */
export function findRepoRoot(start = __dirname): string {
  let dir = start;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no nx.json above ${start}`);
    dir = parent;
  }
  return dir;
}

/**
 * Starts the real system as separate processes: nats-server, every service of
 * the topology, then the gateway replica(s); resolves once every app is ready
 * (gRPC port open / gateway /healthz 200). On failure everything already
 * started is stopped and the error quotes the failing app's log.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const repoRoot = findRepoRoot();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'wbk-stack-')));
  const logDir = options.logDir ?? join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const topology = options.topology ?? TOPOLOGY;
  const readyTimeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const replicas = Math.max(1, options.gateways ?? 1);
  const podFlags = podNodeFlags(repoRoot);

  const plan = topology.flatMap((spec) =>
    spec.kind === 'gateway'
      ? Array.from({ length: replicas }, (_, i) => ({ name: i === 0 ? spec.name : `${spec.name}-${i + 1}`, spec }))
      : [{ name: spec.name, spec }],
  );
  const { ports, opsPorts, httpPorts, natsPort: pickedNatsPort, natsProfilerPort } = assignPorts(plan, await freePorts(portsNeeded(plan, options)), options);

  // Generated at every start: nothing secret lives in the repository, and a restarted stack rotates them all.
  const credentials = createPlaneCredentials([...plan.map((entry) => entry.spec.name), ...(options.callers ?? [])]);
  const natsStoreDir = join(dataDir, 'nats');
  const natsAuthorization = credentials.natsAuthorization;
  const natsOptions = { storeDir: natsStoreDir, authorization: natsAuthorization, ...(natsProfilerPort === undefined ? {} : { profilerPort: natsProfilerPort }) };
  let nats: NatsServerHandle | null = await startNatsServer({ ...natsOptions, port: pickedNatsPort });
  const natsUrl = nats.url;
  const natsPort = nats.port;
  const instances: Instance[] = [];
  const addresses: Record<string, string> = {};

  // After a failed start the temp dir stays, so the log files the error names can be read.
  const stopAll = async (removeTempDir = true): Promise<void> => {
    // Reverse start order: the edge first, so no request reaches a stopped service.
    for (const instance of [...instances].reverse()) await instance.process.kill('SIGTERM');
    await nats?.stop();
    if (removeTempDir && options.dataDir === undefined && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  plan.forEach((entry, index) => {
    addresses[entry.name] = addressOf(entry.spec, ports[index]!);
  });
  for (const [name, port] of httpPorts) addresses[httpListenerName(name)] = `http://127.0.0.1:${port}`;
  for (const [index, entry] of plan.entries()) {
    const port = ports[index]!;
    const opsPort = opsPorts[index]!;
    const env = {
      ...envFor(entry.spec, { dataDir, natsUrl, port, opsPort, addresses, logLevel: 'info', ...(httpPorts.has(entry.name) ? { httpPort: httpPorts.get(entry.name)! } : {}) }),
      ...credentials.envOf(entry.spec.name),
      ...options.env,
      ...options.appEnv?.[entry.spec.name],
      ...options.appEnv?.[entry.name],
    };
    const proc = new AppProcess({
      name: entry.name,
      entry: join(repoRoot, 'dist/apps', entry.spec.name, 'main.js'),
      cwd: repoRoot,
      env,
      nodeArgs: [...(podFlags[entry.spec.name] ?? []), ...(options.appNodeArgs?.[entry.spec.name] ?? [])],
      logFile: join(logDir, `${entry.name}.log`),
    });
    instances.push({ name: entry.name, spec: entry.spec, port, opsPort, process: proc });
  }

  try {
    // Services start together (gRPC clients connect lazily, and every address
    // is known up front); gateways start once all services answer, so their
    // first health check sees a complete system.
    for (const group of [instances.filter((i) => i.spec.kind !== 'gateway'), instances.filter((i) => i.spec.kind === 'gateway')]) {
      for (const instance of group) instance.process.start();
      await Promise.all(group.map((instance) => waitReady(instance, readyTimeoutMs)));
    }
  } catch (err) {
    await stopAll(false);
    throw err;
  }

  const gatewayUrls = instances.filter((i) => i.spec.kind === 'gateway').map((i) => addresses[i.name]!);
  const baseUrl = gatewayUrls[0] ?? '';
  const workspaceUrl = addresses.workspace ?? '';
  const opsUrls = Object.fromEntries(instances.map((i) => [i.name, `http://127.0.0.1:${i.opsPort}`]));
  writeStackFile(dataDir, { baseUrl, gatewayUrls, nats, addresses, opsUrls, cli: credentials.envOf('cli') });

  const find = (app: string): Instance => {
    const instance = instances.find((i) => i.name === app);
    if (!instance) throw new Error(`no app named ${app}; apps: ${instances.map((i) => i.name).join(', ')}`);
    return instance;
  };

  return {
    baseUrl,
    gatewayUrls,
    natsUrl: withNatsCredentials(natsUrl, credentials.harness),
    planeEnv: (identity) => ({ NATS_URL: natsUrl, ...credentials.envOf(identity) }),
    dataDir,
    addresses,
    apps: instances.map((i) => i.name),
    opsUrls,
    api: (key, url) => new ApiClient(url ?? baseUrl, key, options.checkConformance === false ? null : apiConformance()),
    admin: new AdminClient({ repoRoot, dataDir, workspaceUrl }),
    kill: (app, signal = 'SIGTERM') => find(app).process.kill(signal),
    restart: async (app) => {
      const instance = find(app);
      await instance.process.kill('SIGTERM');
      instance.process.start();
      await waitReady(instance, readyTimeoutMs);
    },
    logFile: (app) => find(app).process.options.logFile,
    pidOf: (app) => find(app).process.pid,
    get natsPid() {
      return nats?.pid;
    },
    get natsProfilerUrl() {
      return nats?.profilerUrl;
    },
    stopNats: async (signal) => {
      await nats?.stop(signal);
      nats = null;
    },
    startNats: async () => {
      nats ??= await startNatsServer({ ...natsOptions, port: natsPort });
    },
    stop: () => stopAll(),
  };
}

/** gRPC/HTTP apps are ready when their port accepts connections; a gateway when /healthz says 200. */
async function waitReady(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'not listening yet';
  while (Date.now() < deadline) {
    const exit = instance.process.exitDescription;
    if (exit !== undefined) throw startupError(instance, exit);
    if (instance.spec.kind === 'gateway') {
      try {
        const response = await fetch(`http://127.0.0.1:${instance.port}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
        lastProblem = `GET /healthz answered ${response.status}: ${await response.text()}`;
      } catch (err) {
        lastProblem = `GET /healthz failed: ${err instanceof Error ? err.message : String(err)}`;
      }
    } else if (await acceptsConnections(instance.port)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw startupError(instance, `not ready within ${timeoutMs} ms (${lastProblem})`);
}

function startupError(instance: Instance, reason: string): Error {
  return new Error(
    `${instance.name} (port ${instance.port}) ${reason}; log ${instance.process.options.logFile} ends with:\n${instance.process.logTail()}`,
  );
}

/** The file the CLI (and humans) use to find a running stack. */
function writeStackFile(
  dataDir: string,
  stack: { baseUrl: string; gatewayUrls: string[]; nats: NatsServerHandle; addresses: Record<string, string>; opsUrls: Record<string, string>; cli: Record<string, string> },
): void {
  const record: Record<string, unknown> = {
    base_url: stack.baseUrl,
    gateway_urls: stack.gatewayUrls,
    nats_url: stack.nats.url,
    data_dir: dataDir,
    ops_urls: stack.opsUrls,
    // The admin CLI's credentials for this stack (regenerated at every start); hence the file mode.
    cli_rpc_signing_key: stack.cli.RPC_SIGNING_KEY,
    rpc_trusted_keys: stack.cli.RPC_TRUSTED_KEYS,
  };
  for (const [name, address] of Object.entries(stack.addresses)) {
    record[`${name.replace(/-/g, '_')}_${address.startsWith('http') ? 'url' : 'grpc'}`] = address;
  }
  writeFileSync(join(dataDir, 'stack.json'), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  // A file left by an older stack keeps its mode through writeFileSync.
  chmodSync(join(dataDir, 'stack.json'), 0o600);
}
