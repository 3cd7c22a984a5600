import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { connect, type NatsConnection, type Status } from '@nats-io/transport-node';
import { NATS_GRANTS, inboxPrefixOf, isInternalEvent, isNatsIdentity, isWebhookEvent, subjectOf, type EventEnvelope, type NatsIdentity } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import { continueTrace, type TraceCarrier } from '@wbk/telemetry';
import { settleRequestsWithoutStacks } from './nats-internals';
import { ensureStreams } from './streams';
import { traceHeaders } from './trace-headers';

export interface BusOptions {
  /** Comma-separated NATS URLs. */
  servers: string;
  /** Connection name shown by the server (the service name). */
  name: string;
  logger: Logger;
  /**
   * This process's NATS user; a server with authorization refuses a connection
   * without one. It is the identity whose grants (NATS_GRANTS) the server
   * enforces, so the connection takes that identity's inbox prefix.
   */
  user?: string | undefined;
  pass?: string | undefined;
}

export interface KvBucketOptions {
  /** Bucket-level TTL; nats-server 2.9 ignores per-key TTLs. */
  ttlMs?: number;
  /** Values kept per key (1 = latest only). */
  history?: number;
}

export interface Bus {
  readonly nc: NatsConnection;
  /** The NATS identity this connection acts as (its user), or undefined on a server without users (unit tests). */
  readonly identity: NatsIdentity | undefined;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  /**
   * Creates the EVENTS and INTERNAL streams when they are missing; only their
   * keeper (NATS_GRANTS) also updates a changed configuration.
   */
  ensureStreams(): Promise<void>;
  /** Publishes to subjectOf(envelope.event) with `Nats-Msg-Id` = envelope.id and waits for the PubAck. */
  /**
   * Sends the trace context as message headers, in a producer span that is a
   * child of `trace` (an empty carrier: nothing to continue) or, when omitted,
   * of the active span; with neither, the message carries no trace context.
   */
  publish(envelope: EventEnvelope, trace?: TraceCarrier): Promise<void>;
  /** Creates the bucket, or opens it when it exists; only a bucket granted to this identity. */
  kv(bucket: string, options?: KvBucketOptions): Promise<KV>;
  isConnected(): boolean;
  /**
   * Called with false when the connection drops and true once it is back, after
   * isConnected() changed; core-NATS messages sent in between are lost for good.
   */
  onConnectionChange(listener: (connected: boolean) => void): void;
  /** Drains subscriptions and pending publishes, then closes. */
  close(): Promise<void>;
}

/**
 * Connects and keeps reconnecting forever: a service outlives a NATS restart,
 * and the outbox holds events while the bus is away.
 */
export async function connectBus(options: BusOptions): Promise<Bus> {
  const { logger } = options;
  settleRequestsWithoutStacks();
  const identity = options.user !== undefined && isNatsIdentity(options.user) ? options.user : undefined;
  const nc = await connect({
    servers: options.servers.split(',').map((s) => s.trim()).filter(Boolean),
    name: options.name,
    ...(options.user !== undefined ? { user: options.user, pass: options.pass ?? '' } : {}),
    // Replies and pulled messages come to this identity's own inboxes, the only ones it may subscribe to.
    ...(identity !== undefined ? { inboxPrefix: inboxPrefixOf(identity) } : {}),
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    // Every JetStream publish and KV update is a request, and the client would otherwise build an
    // Error (a stack trace) per request to show where a failed one came from: a few % of a busy
    // service's CPU. Our callers log failures with their own context.
    noAsyncTraces: true,
  });
  logger.info({ server: nc.getServer() }, 'connected to NATS');
  const bus = new NatsBus(nc, await jetstreamManager(nc), logger, identity);
  void bus.watchStatus();
  return bus;
}

class NatsBus implements Bus {
  readonly js: JetStreamClient;
  private connected = true;
  private readonly connectionListeners: ((connected: boolean) => void)[] = [];
  private kvm: Kvm | undefined;

  constructor(
    readonly nc: NatsConnection,
    readonly jsm: JetStreamManager,
    private readonly logger: Logger,
    readonly identity: NatsIdentity | undefined,
  ) {
    this.js = jetstream(nc);
  }

  ensureStreams(): Promise<void> {
    const grant = this.identity === undefined ? undefined : NATS_GRANTS[this.identity].sharedStreams;
    if (this.identity !== undefined && grant === undefined) {
      throw new Error(`${this.identity} may not create the event streams: declare sharedStreams in its manifest (libs/contracts/src/services)`);
    }
    return ensureStreams(this.jsm, { update: grant !== 'create' });
  }

  async publish(envelope: EventEnvelope, trace?: TraceCarrier): Promise<void> {
    const type = envelope.event;
    if (!isWebhookEvent(type) && !isInternalEvent(type)) {
      throw new Error(`unknown event type "${type}": add it to the catalog in @wbk/contracts`);
    }
    const subject = subjectOf(type);
    const body = JSON.stringify(envelope);
    const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': subject, 'messaging.message.id': envelope.id };
    const ack = await continueTrace(`publish ${subject}`, { kind: 'producer', parent: trace, attributes }, (carrier) => {
      const headers = traceHeaders(carrier);
      return this.js.publish(subject, body, { msgID: envelope.id, ...(headers ? { headers } : {}) });
    });
    if (ack.duplicate) this.logger.debug({ eventId: envelope.id, event: type }, 'event already on the bus');
  }

  async kv(bucket: string, options: KvBucketOptions = {}): Promise<KV> {
    if (this.identity !== undefined && !(NATS_GRANTS[this.identity].kv ?? []).includes(bucket)) {
      throw new Error(`KV bucket ${bucket} is not granted to ${this.identity}: declare it in its manifest (libs/contracts/src/services)`);
    }
    this.kvm ??= new Kvm(this.js);
    return this.kvm.create(bucket, {
      ...(options.ttlMs !== undefined ? { ttl: options.ttlMs } : {}),
      ...(options.history !== undefined ? { history: options.history } : {}),
    });
  }

  isConnected(): boolean {
    return this.connected && !this.nc.isClosed();
  }

  onConnectionChange(listener: (connected: boolean) => void): void {
    this.connectionListeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.nc.isClosed()) return;
    await this.nc.drain();
  }

  async watchStatus(): Promise<void> {
    for await (const status of this.nc.status()) this.onStatus(status);
  }

  private notifyConnection(connected: boolean): void {
    for (const listener of this.connectionListeners) {
      try {
        listener(connected);
      } catch (err) {
        this.logger.error({ err }, 'NATS connection listener failed');
      }
    }
  }

  private onStatus(status: Status): void {
    switch (status.type) {
      case 'disconnect':
        this.connected = false;
        this.notifyConnection(false);
        this.logger.warn({ server: status.server }, 'NATS disconnected, reconnecting');
        break;
      case 'reconnect':
        this.connected = true;
        this.notifyConnection(true);
        this.logger.info({ server: status.server }, 'NATS reconnected');
        break;
      case 'error':
        this.logger.error({ err: status.error }, 'NATS error');
        break;
      case 'close':
        this.connected = false;
        this.logger.info('NATS connection closed');
        break;
      case 'slowConsumer':
        this.logger.warn({ subject: status.sub.getSubject(), pending: status.pending }, 'NATS slow consumer');
        break;
      case 'ldm':
        this.logger.warn({ server: status.server }, 'NATS server entering lame duck mode');
        break;
      default:
        // reconnecting / ping / update / staleConnection / forceReconnect: too chatty for info.
        this.logger.debug({ status: status.type }, 'NATS status');
    }
  }
}
