import { JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { EVENTS_STREAM, INTERNAL_STREAM } from '@wbk/contracts';

/**
 * JetStream drops a second message with the same `Nats-Msg-Id` inside this
 * window, which absorbs an outbox relay that republishes after a crash.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * Events are kept 7 days: as long as consumers remember processed ids
 * (processed_events TTL), so a redelivery is always recognised.
 */
export const STREAM_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** "stream name already in use with a different configuration". */
const STREAM_NAME_IN_USE = 10058;
/** "subjects overlap with an existing stream". */
const SUBJECTS_OVERLAP = 10065;

export function streamConfigs(): Array<Partial<StreamConfig> & { name: string }> {
  const common = {
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(STREAM_MAX_AGE_MS),
    num_replicas: 1,
  };
  return [
    { ...common, name: EVENTS_STREAM, subjects: ['events.>'] },
    { ...common, name: INTERNAL_STREAM, subjects: ['internal.>'] },
  ];
}

export interface EnsureOptions {
  /**
   * false: create only, leaving an existing stream as it is (a service that is
   * not the stream's keeper has no grant to update it). Default true.
   */
  update?: boolean;
}

/**
 * Create-or-update, safe when several services start at once: creating an
 * identical stream is a no-op on the server, a changed one is updated.
 */
export async function ensureStreams(jsm: JetStreamManager, options: EnsureOptions = {}): Promise<void> {
  for (const config of streamConfigs()) await addOrUpdateStream(jsm, config, options);
}

/**
 * Creates the stream, or updates it when it exists. nats-server 2.9 answers a
 * create that races another service's create of the same stream either with
 * "name already in use" or with "subjects overlap"; the latter is a real
 * conflict only when no stream of that name exists.
 */
export async function addOrUpdateStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }, options: EnsureOptions = {}): Promise<void> {
  try {
    await jsm.streams.add(config);
    return;
  } catch (err) {
    if (!(err instanceof JetStreamApiError)) throw err;
    const raced = err.code === STREAM_NAME_IN_USE || (err.code === SUBJECTS_OVERLAP && (await streamExists(jsm, config.name)));
    if (!raced) throw err;
  }
  if (options.update === false) return;
  await jsm.streams.update(config.name, config);
}

async function streamExists(jsm: JetStreamManager, name: string): Promise<boolean> {
  return jsm.streams.info(name).then(
    () => true,
    (err: unknown) => {
      if (err instanceof JetStreamApiError && err.status === 404) return false;
      throw err;
    },
  );
}
