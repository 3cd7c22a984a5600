import { RetentionPolicy, StorageType, type JetStreamClient, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { activeTraceHeaders, addOrUpdateStream } from '@wbk/bus';
import { z } from 'zod';

/**
 * Delivery jobs live in their own work-queue stream: an attempt scheduled for
 * later is a job nak'ed with that delay, so it survives restarts and is
 * handed to exactly one worker of any replica at a time (the ack_wait lease).
 */
export const JOBS_STREAM = 'WEBHOOK_JOBS';
export const JOBS_SUBJECT = 'webhook.jobs.deliver';
export const WORKERS_DURABLE = 'webhook-workers';

/** Re-publishes of one job (sweep after a crash) inside this window are dropped by JetStream. */
export const JOBS_DUPLICATE_WINDOW_MS = 10 * 60_000;

export const deliveryJobSchema = z.object({
  delivery_id: z.string().min(1),
  webhook_id: z.string().min(1),
  workspace_id: z.string().min(1),
  event_id: z.string().min(1),
  /** RetryDelivery: one extra attempt now, no schedule of its own. */
  manual: z.boolean().default(false),
  /**
   * Epoch ms before which the job must not be attempted: the retry after a
   * first attempt made by the fan-out is published at once and held here.
   */
  not_before: z.number().int().nonnegative().default(0),
});
export type DeliveryJob = z.infer<typeof deliveryJobSchema>;

export function jobsStreamConfig(): Partial<StreamConfig> & { name: string } {
  return {
    name: JOBS_STREAM,
    subjects: ['webhook.jobs.>'],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    duplicate_window: nanos(JOBS_DUPLICATE_WINDOW_MS),
    num_replicas: 1,
  };
}

/** Create-or-update, safe when several replicas start at once. */
export function ensureJobsStream(jsm: JetStreamManager): Promise<void> {
  return addOrUpdateStream(jsm, jobsStreamConfig());
}

/**
 * msgID = the delivery id (a manual retry adds its own nonce), so a re-publish
 * is a no-op. The job carries the trace of the event (or call) that caused the
 * delivery, so its retries belong to that trace too.
 */
export async function publishJob(js: JetStreamClient, job: DeliveryJob, msgId: string): Promise<void> {
  const headers = activeTraceHeaders();
  await js.publish(JOBS_SUBJECT, JSON.stringify(job), { msgID: msgId, ...(headers ? { headers } : {}) });
}
