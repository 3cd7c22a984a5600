export { connectBus, type Bus, type BusOptions, type KvBucketOptions } from './bus';
export { DUPLICATE_WINDOW_MS, STREAM_MAX_AGE_MS, addOrUpdateStream } from './streams';
export { newEvent, type NewEventInput } from './new-event';
export { isCasConflict, isLive, type KvEntryLike, type KvLike } from './kv.port';
export { incrementUpTo, type CounterGrant, type KnownCounter } from './kv-counter';
export {
  OUTBOX_FIELD,
  OUTBOX_MAX_BYTES,
  OUTBOX_PENDING_FIELD,
  OutboxFullError,
  isOutboxFullError,
  mergeUpdates,
  outboxUpdate,
  stripOutbox,
  withOutbox,
  type OutboxFields,
} from './outbox';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export {
  startConsumer,
  type Consumer,
  type ConsumerOptions,
  type DeliveryInfo,
  type EventHandler,
} from './consumer';
export {
  DEAD_LETTERS_COLLECTION,
  PROCESSED_EVENTS_COLLECTION,
  PROCESSED_TTL_SECONDS,
  type DeadLetterDoc,
} from './consumer-records';
export { subscribeWorkspaceChanges } from './workspace-changes';
export { OUTBOX_TRACE_FIELD, activeTraceHeaders, headersTraceCarrier, type OutboxEntry } from './trace-headers';
