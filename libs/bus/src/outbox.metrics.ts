import { counter, gauge, histogram } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import { OUTBOX_PENDING_FIELD } from './outbox';

interface WatchedOutbox {
  store: DocStore;
  collections: readonly string[];
}

const watched = new Set<WatchedOutbox>();

/** Counted on scrape over the sparse outbox_pending index, so the relay's own passes stay as they were. */
const waiting = gauge({
  name: 'wbk_outbox_documents_waiting',
  help: 'Documents whose outbox still holds events not yet published, by collection.',
  labelNames: ['collection'],
  async collect() {
    await Promise.all(
      [...watched].flatMap(({ store, collections }) =>
        collections.map(async (name) => {
          try {
            this.set({ collection: name }, await store.collection(name).countDocuments({ [OUTBOX_PENDING_FIELD]: true }));
          } catch {
            // Store unreachable: keep the last value rather than report an empty outbox.
          }
        }),
      ),
    );
  },
});
const relayLag = histogram({
  name: 'wbk_outbox_relay_lag_seconds',
  help: 'Time from an event being written (occurred_at) to the relay publishing it.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
});
const published = counter({ name: 'wbk_outbox_events_published_total', help: 'Events the outbox relay published.' });

export function watchOutbox(store: DocStore, collections: readonly string[]): () => void {
  const entry: WatchedOutbox = { store, collections };
  watched.add(entry);
  for (const name of collections) waiting.set({ collection: name }, 0);
  return () => watched.delete(entry);
}

export function observeRelayed(occurredAt: string): void {
  published.inc();
  const lagMs = Date.now() - Date.parse(occurredAt);
  if (Number.isFinite(lagMs)) relayLag.observe(Math.max(0, lagMs) / 1000);
}
