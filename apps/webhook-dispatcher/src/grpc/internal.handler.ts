import { z } from 'zod';
import type { AttemptVerdict, DeliveryBackend, DeliveryTarget } from '../events/delivery-backend';

/** Internal RPCs for ROLE=worker replicas (never routed by the gateway). */
const getTargetSchema = z.object({ delivery_id: z.string().catch(''), manual: z.boolean().catch(false) });
const recordSchema = z.object({
  delivery_id: z.string().catch(''),
  manual: z.boolean().catch(false),
  ok: z.boolean().catch(false),
  status_code: z.number().int().catch(0),
  has_status_code: z.boolean().catch(false),
  duration_ms: z.number().int().catch(0),
  error: z.string().catch(''),
  response_excerpt: z.string().catch(''),
});

export function createInternalHandlers(backend: DeliveryBackend): {
  GetDeliveryTarget: (request: unknown) => Promise<DeliveryTarget>;
  RecordAttempt: (request: unknown) => Promise<AttemptVerdict>;
} {
  return {
    GetDeliveryTarget(request) {
      const input = getTargetSchema.parse(request ?? {});
      return backend.getTarget(input.delivery_id, input.manual);
    },
    RecordAttempt(request) {
      return backend.recordAttempt(recordSchema.parse(request ?? {}));
    },
  };
}
