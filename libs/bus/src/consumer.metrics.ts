import type { JetStreamManager } from '@nats-io/jetstream';
import { counter, gauge } from '@wbk/platform';

/** A durable consumer whose server-side state is read on every scrape. */
interface WatchedConsumer {
  jsm: JetStreamManager;
  stream: string;
  durable: string;
}

const watched = new Set<WatchedConsumer>();

let refreshing: Promise<void> | undefined;

/**
 * Polled on scrape rather than on a timer: an unscraped process does no extra NATS calls.
 * The registry collects its metrics concurrently, so the three gauges share one refresh.
 */
function collectConsumerInfo(): Promise<void> {
  refreshing ??= refreshConsumerInfo().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function refreshConsumerInfo(): Promise<void> {
  pending.reset();
  ackPending.reset();
  redelivered.reset();
  await Promise.all(
    [...watched].map(async ({ jsm, stream, durable }) => {
      try {
        const info = await jsm.consumers.info(stream, durable);
        const labels = { stream, consumer: durable };
        pending.set(labels, info.num_pending);
        ackPending.set(labels, info.num_ack_pending);
        redelivered.set(labels, info.num_redelivered);
      } catch {
        // NATS unreachable: the series go missing for this scrape, which is what an alert on absent() expects.
      }
    }),
  );
}

const pending = gauge({
  name: 'wbk_jetstream_consumer_pending_messages',
  help: 'Messages in the stream not yet delivered to the durable consumer.',
  labelNames: ['stream', 'consumer'],
  collect: collectConsumerInfo,
});
const ackPending = gauge({
  name: 'wbk_jetstream_consumer_ack_pending_messages',
  help: 'Messages delivered to the durable consumer and not yet acknowledged.',
  labelNames: ['stream', 'consumer'],
  collect: collectConsumerInfo,
});
const redelivered = gauge({
  name: 'wbk_jetstream_consumer_redelivered_messages',
  help: 'Messages of the durable consumer currently out for redelivery (server view).',
  labelNames: ['stream', 'consumer'],
  collect: collectConsumerInfo,
});
const redeliveries = counter({
  name: 'wbk_jetstream_redeliveries_total',
  help: 'Redelivered messages this process received, by durable consumer.',
  labelNames: ['consumer'],
});
const deadLetters = counter({ name: 'wbk_jetstream_dead_letters_total', help: 'Events dead-lettered by this process, by durable consumer.', labelNames: ['consumer'] });

export function watchConsumer(jsm: JetStreamManager, stream: string, durable: string): () => void {
  const entry: WatchedConsumer = { jsm, stream, durable };
  watched.add(entry);
  redeliveries.inc({ consumer: durable }, 0);
  deadLetters.inc({ consumer: durable }, 0);
  return () => watched.delete(entry);
}

export function countRedelivery(durable: string): void {
  redeliveries.inc({ consumer: durable });
}

export function countDeadLetter(durable: string): void {
  deadLetters.inc({ consumer: durable });
}
