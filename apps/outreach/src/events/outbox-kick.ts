/**
 * Wakes the outbox relay after a write that carried events, so they are
 * published now instead of at the relay's next poll. The OutboxRelay of
 * @wbk/bus is one; the specs count kicks with their own.
 */
export interface OutboxKick {
  kick(): void;
}
