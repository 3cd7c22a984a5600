import { z } from 'zod';

/**
 * How an event travels on the bus. Webhook deliveries add `delivery_id`;
 * `id` is the event's own UUID and doubles as the JetStream `Nats-Msg-Id`.
 * `causation` lets automation stop chains it caused itself (root + depth).
 */
export const causationSchema = z.object({
  root_id: z.string().uuid(),
  depth: z.number().int().min(0),
  /** The workflow whose action made this change, when one did. */
  workflow_id: z.string().uuid().optional(),
});
export type Causation = z.infer<typeof causationSchema>;

export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  event: z.string().min(1),
  occurred_at: z.string().datetime({ offset: true }),
  workspace_id: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  causation: causationSchema,
});

export interface EventEnvelope<T extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  event: string;
  occurred_at: string;
  workspace_id: string;
  data: T;
  causation: Causation;
}
