import { connectBus, OutboxRelay, type Bus } from '@wbk/bus';
import { createLogger, Shutdown, shutdownBudgetOf, startOpsServer, type Logger } from '@wbk/platform';
import { createRpcServer, findProtoRoot, type RpcServer } from '@wbk/rpc';
import { openConfiguredStore, type DocStore, type StoreSettings } from '@wbk/store';
import { stopTracing } from '@wbk/telemetry';
import type { BusSettings, GrpcSettings, ServiceSettings } from './service-settings';

/** How the service uses NATS: its connection name (the app's by default) and whether it declares the event streams (yes by default). */
export interface BusChoice {
  name?: string;
  streams?: boolean;
}

/**
 * One service: its name, its config and what it needs of the shared start-up.
 * `store` and `bus` compile only for a config that holds their settings.
 */
export interface ServiceDefinition<C extends ServiceSettings> {
  /** The app's name: the `service` of its log lines, its /buildz answer, its "failed to start" line. */
  app: string;
  config: C;
  /** Opens the configured store first; it closes last. */
  store?: C extends StoreSettings ? boolean : never;
  /** Connects to NATS after the store; it closes just before the store. */
  bus?: C extends BusSettings ? boolean | BusChoice : never;
  /** The service's own wiring; resolves once it takes work, with what its "listening" line reports. */
  wire(service: ServiceContext<C>): Promise<ServiceStarted | void>;
}

export interface ServiceStarted {
  /** Listeners the wiring opened itself (`http`): reported as `<name>_port`, like the gRPC port. */
  ports?: Record<string, number>;
  /** More fields of the "listening" line. */
  details?: Record<string, unknown>;
}

/** What the wiring is given. Closers added to `shutdown` run in reverse order of adding. */
export interface ServiceContext<C> {
  readonly app: string;
  readonly config: C;
  readonly logger: Logger;
  readonly shutdown: Shutdown;
  /** Throws unless the definition asked for a store. */
  readonly store: DocStore;
  /** Throws unless the definition asked for a bus. */
  readonly bus: Bus;
  /** PROTO_DIR, or the proto/ folder found above the bundle. */
  readonly protoRoot: string;
  /** The ports bound so far: `ops` from the start, `grpc` once the gRPC server started. */
  readonly ports: Readonly<Record<string, number>>;
  /** Declares every repository's indexes before anything reads. */
  ensureIndexes(repositories: ReadonlyArray<{ ensureIndexes(): Promise<void> }>): Promise<void>;
  /** Starts the outbox relay over these collections (stopped within the drain budget); returns the kick to call after a write. */
  relayOutbox(collections: readonly string[]): () => void;
  /** The service's one gRPC server; see ServiceRpcServer.start. */
  grpcServer(): ServiceRpcServer;
}

export interface ServiceRpcServer extends Pick<RpcServer, 'addService' | 'addTypedService'> {
  /**
   * Binds GRPC_HOST:GRPC_PORT. From the shutdown signal on, every service
   * answers NOT_SERVING; the server stops taking calls at the first closer
   * added before it, giving calls in flight the gRPC grace.
   */
  start(): Promise<number>;
}

export interface RunningService {
  /** Every bound port by name: `ops`, `grpc`, and those the wiring reported. */
  readonly ports: Readonly<Record<string, number>>;
  /** Marks the service draining, then runs its closers in reverse order; resolves once all ran. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The service's logger; one named after the app at its LOG_LEVEL when omitted. */
  logger?: Logger;
  /** SIGTERM/SIGINT stop the service and exit the process (runService); off for a service started inside a test. */
  exitOnSignal?: boolean;
}

/**
 * Starts a service in this process: logger, shutdown (tracing flushed last),
 * ops server, store, bus, then the service's own wiring, and reports
 * "listening" once it is done. The ops port's /readyz answers `starting` until
 * then and `draining` from the stop on.
 *
 * Without exitOnSignal (a test), a start that fails closes what it opened
 * before rethrowing, so nothing is left listening.
 */
export async function startService<C extends ServiceSettings>(definition: ServiceDefinition<C>, options: StartOptions = {}): Promise<RunningService> {
  const { app, config } = definition;
  const logger = options.logger ?? createLogger({ service: app, level: config.LOG_LEVEL });
  const shutdown = new Shutdown(logger, shutdownBudgetOf(config));
  // Added first, so it runs last: the spans of the whole shutdown are exported too.
  shutdown.add('tracing', stopTracing);
  if (options.exitOnSignal === true) shutdown.listen();
  const context = new Context(app, config, logger, shutdown);
  try {
    let started = false;
    const ops = await startOpsServer({
      app,
      host: config.OPS_HOST,
      port: config.OPS_PORT,
      logger,
      readiness: () => (shutdown.isDraining() ? 'draining' : started ? 'ready' : 'starting'),
    });
    shutdown.add('ops', () => ops.close());
    context.bound('ops', ops.port);
    // Resolved for a concrete config: `never` (so absent) where the config lacks the settings.
    const store = definition.store as boolean | undefined;
    const bus = definition.bus as boolean | BusChoice | undefined;
    if (store === true) await context.openStore();
    if (bus !== undefined && bus !== false) await context.connectBus(bus === true ? {} : bus);

    const reported = (await definition.wire(context)) ?? {};
    for (const [name, port] of Object.entries(reported.ports ?? {})) context.bound(name, port);
    started = true;
    logger.info({ ...context.listenerFields(), ...reported.details }, 'listening');
    return { ports: context.ports, stop: () => shutdown.run() };
  } catch (err) {
    if (options.exitOnSignal !== true) await shutdown.run();
    throw err;
  }
}

class Context<C extends ServiceSettings> implements ServiceContext<C> {
  private readonly boundPorts: Record<string, number> = {};
  private openedStore: DocStore | undefined;
  private connectedBus: Bus | undefined;
  private rpcServer: ServiceRpcServer | undefined;

  constructor(
    readonly app: string,
    readonly config: C,
    readonly logger: Logger,
    readonly shutdown: Shutdown,
  ) {}

  get ports(): Readonly<Record<string, number>> {
    return this.boundPorts;
  }

  get store(): DocStore {
    if (this.openedStore === undefined) throw new Error(`${this.app}: no store (its service definition does not ask for one)`);
    return this.openedStore;
  }

  get bus(): Bus {
    if (this.connectedBus === undefined) throw new Error(`${this.app}: no bus (its service definition does not ask for one)`);
    return this.connectedBus;
  }

  get protoRoot(): string {
    return (this.config as Partial<GrpcSettings>).PROTO_DIR ?? findProtoRoot(__dirname);
  }

  bound(name: string, port: number): void {
    this.boundPorts[name] = port;
  }

  /** `grpc_port`, `http_port`...: the ops port has its own line. */
  listenerFields(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.boundPorts).filter(([name]) => name !== 'ops').map(([name, port]) => [`${name}_port`, port]));
  }

  async openStore(): Promise<void> {
    // The definition's type admits `store` only for a config with store settings.
    const store = await openConfiguredStore(this.config as unknown as StoreSettings);
    this.openedStore = store;
    this.shutdown.add('store', () => store.close());
  }

  async connectBus(choice: BusChoice): Promise<void> {
    // The definition's type admits `bus` only for a config with bus settings.
    const settings = this.config as unknown as BusSettings;
    const bus = await connectBus({ servers: settings.NATS_URL, name: choice.name ?? this.app, logger: this.logger, user: settings.NATS_USER, pass: settings.NATS_PASSWORD });
    this.connectedBus = bus;
    this.shutdown.add('bus', () => bus.close());
    if (choice.streams !== false) await bus.ensureStreams();
  }

  async ensureIndexes(repositories: ReadonlyArray<{ ensureIndexes(): Promise<void> }>): Promise<void> {
    await Promise.all(repositories.map((repository) => repository.ensureIndexes()));
  }

  relayOutbox(collections: readonly string[]): () => void {
    const relay = new OutboxRelay({ store: this.store, bus: this.bus, collections: [...collections], logger: this.logger });
    relay.start();
    this.shutdown.add('relay', () => relay.stop(this.shutdown.remainingDrainMs()));
    return () => relay.kick();
  }

  grpcServer(): ServiceRpcServer {
    if (this.rpcServer !== undefined) throw new Error(`${this.app}: one gRPC server per service; add every service to it`);
    const { GRPC_HOST: host, GRPC_PORT: port } = this.config as Partial<GrpcSettings>;
    if (host === undefined || port === undefined) throw new Error(`${this.app}: a gRPC server needs GRPC_HOST and GRPC_PORT in the app's config`);
    const server = createRpcServer({ logger: this.logger });
    this.rpcServer = {
      addService: (definition, handlers) => server.addService(definition, handlers),
      addTypedService: (loaded, handlers) => server.addTypedService(loaded, handlers),
      start: async () => {
        const bound = await server.start(host, port);
        this.shutdown.add('grpc', () => server.stop(this.shutdown.budget.grpcGraceMs));
        this.shutdown.whenDraining(() => server.setServing('', false));
        this.bound('grpc', bound);
        return bound;
      },
    };
    return this.rpcServer;
  }
}
