import { startConsumer, type Bus, type Consumer } from '@wbk/bus';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { ProcessTrigger } from '../app/process-trigger.use-case';
import { TRIGGER_EVENTS } from '../domain/workflow-trigger';

export interface TriggerConsumersOptions {
  bus: Bus;
  store: DocStore;
  logger: Logger;
  processTrigger: Pick<ProcessTrigger, 'execute'>;
  /** WORKFLOW_ACTION_RETRY_MS: the nak delay before each retry of a failed action. */
  retryMs: number[];
  /** WORKFLOW_TRIGGER_ACK_WAIT_MS; default DEFAULT_TRIGGER_ACK_WAIT_MS. */
  ackWaitMs?: number;
  concurrency?: number;
}

/**
 * Infrastructure failures (store down) are retried by the same redelivery on
 * top of the action retries; past this many extra deliveries the event is
 * dead-lettered by the consumer (and pending runs stay visible as pending).
 */
const EXTRA_DELIVERIES = 5;
/** Longer than the slowest action call, so JetStream does not redeliver an event still being handled. */
export const DEFAULT_TRIGGER_ACK_WAIT_MS = 60_000;

/**
 * One durable consumer per trigger subject (nats-server 2.9 allows one filter
 * subject per consumer). A failed action is retried through the consumer's
 * nak(delay): the schedule is WORKFLOW_ACTION_RETRY_MS, the attempt count
 * lives on the run document, so a restart between retries loses nothing.
 */
export async function startTriggerConsumers(options: TriggerConsumersOptions): Promise<Consumer[]> {
  const consumers: Consumer[] = [];
  try {
    for (const trigger of TRIGGER_EVENTS) {
      consumers.push(
        await startConsumer({
          bus: options.bus,
          // The stream and subject follow from the type; a payload that does not parse is dead-lettered, never handled.
          events: [trigger.type],
          durable: `workflow-engine-${trigger.type.replace('.', '-')}`,
          store: options.store,
          logger: options.logger,
          maxDeliver: options.retryMs.length + 1 + EXTRA_DELIVERIES,
          ackWaitMs: options.ackWaitMs ?? DEFAULT_TRIGGER_ACK_WAIT_MS,
          backoffMs: options.retryMs.length > 0 ? options.retryMs : [0],
          handler: (event) => options.processTrigger.execute(event),
          ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
        }),
      );
    }
  } catch (err) {
    await Promise.all(consumers.map((c) => c.stop()));
    throw err;
  }
  return consumers;
}
