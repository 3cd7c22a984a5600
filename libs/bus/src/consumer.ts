import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { NATS_GRANTS, checkEventPayload, eventEnvelopeSchema, streamOf, subjectOf, type EventEnvelope, type EventOf, type EventType } from '@wbk/contracts';
import { TaskLimit, type Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import { inSpan } from '@wbk/telemetry';
import type { Bus } from './bus';
import { ConsumerRecords } from './consumer-records';
import { countDeadLetter, countRedelivery, watchConsumer } from './consumer.metrics';
import { headersTraceCarrier } from './trace-headers';

export interface DeliveryInfo {
  redelivered: boolean;
  /** 1 on the first delivery. */
  deliveryCount: number;
}

/**
 * Gets each event of the consumer's types with its payload checked against
 * the catalog schema of its type (EVENT_PAYLOADS): `event.data` is exactly
 * what the type says, narrowed by `event.event`.
 *
 * Handlers must make their own effects idempotent: a crash between the effect
 * and the processed-id record redelivers the event. Derive ids from event.id
 * (e.g. `${event.id}:activity`) and treat DuplicateKeyError as "already done".
 */
export type EventHandler<T extends EventType = EventType> = (event: EventOf<T>, info: DeliveryInfo) => Promise<void>;

export interface ConsumerOptions<T extends EventType = EventType> {
  bus: Bus;
  /**
   * The event types this consumer takes. An event of another type, or one
   * whose payload does not parse with its type's schema, is dead-lettered at
   * once (a retry cannot fix it) with one log line.
   */
  events: readonly T[];
  /** Defaults to the stream of `events` (EVENTS_STREAM or INTERNAL_STREAM); they must all be on one. */
  stream?: string;
  /** Durable name, unique per service and purpose (also the idempotency namespace). */
  durable: string;
  /**
   * One subject per consumer (nats-server 2.9 has no filter_subjects), e.g.
   * `events.>`; must cover the subject of every type in `events`. Defaults to
   * the subject of the one type when `events` names one.
   */
  filterSubject?: string;
  handler: EventHandler<NoInfer<T>>;
  /** The service's own store: processed ids and dead letters live next to its data. */
  store: DocStore;
  logger: Logger;
  /** Deliveries before the event is dead-lettered. */
  maxDeliver?: number;
  ackWaitMs?: number;
  /** nak delay per failed delivery (the last value repeats). */
  backoffMs?: number[];
  /** Events handled at once. */
  concurrency?: number;
  /**
   * false: skip the processed-id record. Only for handlers whose every effect
   * is keyed by the event id and checked before it is made (e.g. ids derived
   * from event.id, looked up first): the record would be a second memory of
   * the same fact, paid for on every event. Default true.
   */
  rememberProcessed?: boolean;
}

export interface Consumer {
  /** Stops pulling, hands back what was pulled but not started (nak: another replica takes it now), waits for the events being handled. */
  stop(): Promise<void>;
}

const DEFAULT_MAX_DELIVER = 10;
const DEFAULT_ACK_WAIT_MS = 30_000;
const DEFAULT_BACKOFF_MS = [1_000, 5_000, 15_000, 30_000, 60_000];
/** Delay before retrying an event whose twin (same id, other message) is being handled right now. */
const TWIN_RETRY_MS = 200;
/** "consumer already exists" (another replica created it first). */
const CONSUMER_EXISTS = 10148;

export async function startConsumer<T extends EventType>(options: ConsumerOptions<T>): Promise<Consumer> {
  const runner = new ConsumerRunner(options, subscriptionOf(options));
  await runner.start();
  return runner;
}

interface Subscription {
  stream: string;
  filterSubject: string;
}

/** The stream and filter subject of a consumer, checked against its types so a misconfigured one fails at start, not on its first event. */
export function subscriptionOf(options: Pick<ConsumerOptions, 'events' | 'stream' | 'filterSubject' | 'durable'>): Subscription {
  const { events, durable } = options;
  if (events.length === 0) throw new Error(`consumer ${durable}: names no event type`);
  const streams = [...new Set(events.map(streamOf))];
  if (streams.length > 1) throw new Error(`consumer ${durable}: its event types are on several streams (${streams.join(', ')})`);
  const stream = options.stream ?? streams[0]!;
  if (stream !== streams[0]) throw new Error(`consumer ${durable}: its event types are on ${streams[0]}, not ${stream}`);
  const filterSubject = options.filterSubject ?? (events.length === 1 ? subjectOf(events[0]!) : undefined);
  if (filterSubject === undefined) throw new Error(`consumer ${durable}: several event types need a filterSubject that covers them`);
  const uncovered = events.filter((type) => !subjectMatches(filterSubject, subjectOf(type)));
  if (uncovered.length > 0) throw new Error(`consumer ${durable}: ${filterSubject} does not cover ${uncovered.join(', ')}`);
  return { stream, filterSubject };
}

/** NATS subject matching: `*` is one token, a final `>` one or more. */
function subjectMatches(filter: string, subject: string): boolean {
  const want = filter.split('.');
  const got = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '>') return i === want.length - 1 && got.length > i;
    if (i >= got.length || (want[i] !== '*' && want[i] !== got[i])) return false;
  }
  return want.length === got.length;
}

class ConsumerRunner<T extends EventType> implements Consumer {
  private readonly maxDeliver: number;
  private readonly backoffMs: number[];
  private readonly concurrency: number;
  private readonly rememberProcessed: boolean;
  private readonly records: ConsumerRecords;
  private readonly inFlight: TaskLimit;
  /** Event ids being handled: two copies of one event must not run side by side. */
  private readonly handling = new Set<string>();
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private unwatch: (() => void) | undefined;
  private stopping = false;
  /** Pulled but not started when stop() came: handed back once the pull's subscription is gone. */
  private readonly handBack: JsMsg[] = [];
  private readonly log: Logger;

  constructor(
    private readonly options: ConsumerOptions<T>,
    private readonly subscription: Subscription,
  ) {
    this.maxDeliver = Math.max(1, options.maxDeliver ?? DEFAULT_MAX_DELIVER);
    this.backoffMs = options.backoffMs?.length ? options.backoffMs : DEFAULT_BACKOFF_MS;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.rememberProcessed = options.rememberProcessed ?? true;
    this.inFlight = new TaskLimit(this.concurrency);
    this.records = new ConsumerRecords(options.store, options.durable);
    this.log = options.logger.child({ consumer: options.durable, stream: subscription.stream });
  }

  async start(): Promise<void> {
    this.checkGranted();
    await this.records.ensureIndexes();
    await this.ensureConsumer();
    const consumer = await this.options.bus.js.consumers.get(this.subscription.stream, this.options.durable);
    // A small pull buffer: messages waiting in a large one would age past ack_wait before a handler sees them.
    this.messages = await consumer.consume({ max_messages: Math.max(this.concurrency, 10) });
    this.loop = this.run(this.messages);
    this.unwatch = watchConsumer(this.options.bus.jsm, this.subscription.stream, this.options.durable);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unwatch?.();
    await this.messages?.close();
    await this.loop;
    // Only once the server has dropped the pull's subscription (the flush's round trip follows
    // the unsubscribe): a nak while the pull is still open redelivers the event to this very pull,
    // where nothing reads it any more, and it would then wait out the whole ack wait.
    await this.options.bus.nc.flush().catch(() => undefined);
    for (const msg of this.handBack.splice(0)) msg.nak();
    await this.inFlight.idle();
  }

  /** The server would refuse its calls one by one, each after a timeout: say at once which grant is missing. */
  private checkGranted(): void {
    const { identity } = this.options.bus;
    if (identity === undefined) return;
    const { stream } = this.subscription;
    const granted = (NATS_GRANTS[identity].consumers ?? []).some((c) => c.stream === stream && c.durable === this.options.durable);
    if (!granted) throw new Error(`consumer ${this.options.durable} on ${stream} is not granted to ${identity}: declare it in its manifest (libs/contracts/src/services)`);
  }

  private async ensureConsumer(): Promise<void> {
    const { jsm } = this.options.bus;
    const { durable } = this.options;
    const { stream, filterSubject } = this.subscription;
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: filterSubject,
      ack_wait: nanos(this.options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      // One delivery beyond ours: an event whose handler kept timing out is dead-lettered, not silently dropped.
      max_deliver: this.maxDeliver + 1,
    };
    const exists = await jsm.consumers.info(stream, durable).then(
      () => true,
      (err: unknown) => {
        if (err instanceof JetStreamApiError && err.status === 404) return false;
        throw err;
      },
    );
    if (!exists) {
      try {
        await jsm.consumers.add(stream, config);
        return;
      } catch (err) {
        if (!(err instanceof JetStreamApiError) || err.code !== CONSUMER_EXISTS) throw err;
      }
    }
    const { durable_name: _name, deliver_policy: _policy, ...changeable } = config;
    await jsm.consumers.update(stream, durable, changeable);
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    try {
      for await (const msg of messages) {
        if (this.stopping) {
          // Buffered before the stop: back to the stream at once rather than after ack_wait.
          this.handBack.push(msg);
          continue;
        }
        await this.inFlight.slot();
        if (this.stopping) {
          this.handBack.push(msg);
          continue;
        }
        this.inFlight.run(this.process(msg).catch((err: unknown) => this.log.error({ err, seq: msg.seq }, 'event processing crashed; it will be redelivered')));
      }
    } catch (err) {
      this.log.error({ err }, 'consumer stopped unexpectedly');
    }
  }

  /** Each delivery is handled in a consumer span, a child of the trace the publisher sent along (or a new trace). */
  private process(msg: JsMsg): Promise<void> {
    const attributes = {
      'messaging.system': 'nats',
      'messaging.destination.name': msg.subject,
      'messaging.consumer.group.name': this.options.durable,
      'messaging.message.delivery_count': msg.info.deliveryCount,
    };
    return inSpan(`process ${msg.subject}`, { kind: 'consumer', parent: headersTraceCarrier(msg.headers), attributes }, () => this.handle(msg));
  }

  private async handle(msg: JsMsg): Promise<void> {
    const info: DeliveryInfo = { redelivered: msg.redelivered, deliveryCount: msg.info.deliveryCount };
    if (info.redelivered) countRedelivery(this.options.durable);
    const parsed = parseEnvelope(msg);
    if (!parsed.ok) {
      this.log.error({ subject: msg.subject, seq: msg.seq, error: parsed.error }, 'invalid event envelope, terminating');
      await this.giveUp(msg, null, parsed.error);
      return;
    }
    const checked = checkEventPayload(parsed.event, this.options.events);
    if (!checked.ok) {
      // A publisher bug: no retry can fix it, so it goes to the dead letters now rather than round the redelivery loop.
      this.log.error({ subject: msg.subject, seq: msg.seq, eventId: parsed.event.id, event: parsed.event.event, error: checked.error }, `invalid event payload, terminating: ${checked.error}`);
      await this.giveUp(msg, parsed.event, checked.error);
      return;
    }
    const event = checked.event;
    if (info.deliveryCount > this.maxDeliver) {
      await this.giveUp(msg, event, `not acknowledged after ${this.maxDeliver} deliveries`);
      return;
    }
    if (this.handling.has(event.id)) {
      msg.nak(TWIN_RETRY_MS);
      return;
    }
    this.handling.add(event.id);
    try {
      if (!this.rememberProcessed) {
        await this.options.handler(event, info);
      } else if (!(await this.records.wasProcessed(event.id))) {
        await this.options.handler(event, info);
        await this.records.markProcessed(event.id);
      }
      msg.ack();
    } catch (err) {
      await this.onFailure(msg, event, info, err);
    } finally {
      this.handling.delete(event.id);
    }
  }

  private async onFailure(msg: JsMsg, event: EventEnvelope, info: DeliveryInfo, err: unknown): Promise<void> {
    const context = { err, eventId: event.id, event: event.event, deliveryCount: info.deliveryCount };
    if (info.deliveryCount >= this.maxDeliver) {
      this.log.error(context, 'event handler failed for the last time, dead-lettering');
      await this.giveUp(msg, event, errorMessage(err));
      return;
    }
    const delay = this.backoffMs[Math.min(info.deliveryCount - 1, this.backoffMs.length - 1)] ?? 0;
    this.log.warn({ ...context, retryInMs: delay }, 'event handler failed, will retry');
    msg.nak(delay);
  }

  /** Records the event in dead_letters, then terminates it; if the store is down, retry later instead. */
  private async giveUp(msg: JsMsg, event: EventEnvelope | null, error: string): Promise<void> {
    try {
      await this.records.deadLetter({
        _id: event ? this.records.key(event.id) : this.records.key(`seq:${msg.info.streamSequence}`),
        stream: this.subscription.stream,
        subject: msg.subject,
        stream_seq: msg.info.streamSequence,
        delivery_count: msg.info.deliveryCount,
        event,
        raw: event ? null : msg.string(),
        error,
      });
    } catch (err) {
      this.log.error({ err, seq: msg.seq }, 'could not store dead letter, will retry');
      msg.nak(this.backoffMs[this.backoffMs.length - 1]);
      return;
    }
    // No reason argument: nats-server 2.9 ignores a term carrying one (TOOLCHAIN.md).
    msg.term();
    countDeadLetter(this.options.durable);
  }
}

type ParsedEnvelope = { ok: true; event: EventEnvelope } | { ok: false; error: string };

function parseEnvelope(msg: JsMsg): ParsedEnvelope {
  let body: unknown;
  try {
    body = msg.json<unknown>();
  } catch {
    return { ok: false, error: 'payload is not JSON' };
  }
  const result = eventEnvelopeSchema.safeParse(body);
  if (!result.success) return { ok: false, error: result.error.message };
  return { ok: true, event: result.data };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
