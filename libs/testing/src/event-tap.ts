import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';

/** One message as the tap saw it: its subject, the parsed envelope, and its dedup id. */
export interface TappedEvent {
  subject: string;
  envelope: Record<string, unknown>;
  msgId: string | undefined;
}

export interface EventTap {
  /** Every message seen so far, in stream order. */
  readonly events: TappedEvent[];
  /** Messages whose envelope matches `predicate` (e.g. one contact's id). */
  matching(predicate: (envelope: Record<string, unknown>) => boolean): TappedEvent[];
  stop(): Promise<void>;
}

const STREAM_WAIT_MS = 10_000;

/**
 * Records what JetStream holds on `subject` (e.g. `events.contact.created`)
 * through an ephemeral, unacknowledged consumer, so a test can assert an event
 * was stored exactly once (JetStream dedup + outbox) without competing with the
 * services' durable consumers. Starts from the beginning of the stream: events
 * published before the tap was opened are seen too.
 */
/** nats.js takes no credentials in the URL: `nats://user:pass@host:port` becomes servers + user + pass. */
export function natsConnectTarget(natsUrl: string): { servers: string; user?: string; pass?: string } {
  const url = new URL(natsUrl);
  if (url.username === '') return { servers: natsUrl };
  return { servers: `${url.protocol}//${url.host}`, user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
}

export async function subscribeEvents(natsUrl: string, subject: string): Promise<EventTap> {
  const nc = await connect({ ...natsConnectTarget(natsUrl), name: 'wbk-event-tap' });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = await findStream(nc, subject);
    const info = await jsm.consumers.add(stream, {
      filter_subject: subject,
      ack_policy: AckPolicy.None,
      deliver_policy: DeliverPolicy.All,
      inactive_threshold: nanos(60_000),
    });
    const consumer = await jetstream(nc).consumers.get(stream, info.name);
    const messages: ConsumerMessages = await consumer.consume();
    const events: TappedEvent[] = [];
    const loop = (async () => {
      for await (const message of messages) {
        let envelope: Record<string, unknown>;
        try {
          envelope = message.json<Record<string, unknown>>();
        } catch {
          envelope = { unparsable: message.string() };
        }
        events.push({ subject: message.subject, envelope, msgId: message.headers?.get('Nats-Msg-Id') || undefined });
      }
    })();
    return {
      events,
      matching: (predicate) => events.filter((event) => predicate(event.envelope)),
      stop: async () => {
        messages.stop();
        await loop.catch(() => undefined);
        await nc.close();
      },
    };
  } catch (err) {
    await nc.close();
    throw err;
  }
}

/** The services create the streams on start; a tap opened right after may briefly wait for them. */
async function findStream(nc: NatsConnection, subject: string): Promise<string> {
  const jsm = await jetstreamManager(nc);
  const deadline = Date.now() + STREAM_WAIT_MS;
  for (;;) {
    try {
      return await jsm.streams.find(subject);
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`no JetStream stream holds ${subject}: ${String(err)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The envelope JetStream stored last on `subject`, or null: what the stream
 * holds, read straight from it, so a test can prove an event was NOT published
 * without waiting for something that should not happen.
 */
export async function lastStoredEvent(natsUrl: string, subject: string): Promise<Record<string, unknown> | null> {
  const nc = await connect({ ...natsConnectTarget(natsUrl), name: 'wbk-event-tap' });
  try {
    const jsm = await jetstreamManager(nc);
    const stored = await jsm.streams.getMessage(await findStream(nc, subject), { last_by_subj: subject });
    return stored ? stored.json<Record<string, unknown>>() : null;
  } finally {
    await nc.close();
  }
}
