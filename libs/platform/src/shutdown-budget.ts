import { z } from 'zod';

/**
 * The deadlines of a graceful stop, shortest first. Each stage must end before
 * the next one's deadline, and the pod's terminationGracePeriodSeconds must
 * outlast the whole process deadline (deploy/k8s; checked by manifests.spec.ts):
 *
 *   gRPC grace  <  drain (consumers, outbox, queues)  <  process deadline  <  k8s grace
 *
 * The one declared source of those numbers; docs/operations.md tabulates them.
 */
export const SHUTDOWN_DEFAULTS = {
  /** In-flight gRPC calls get this long after the server stops taking new ones. */
  grpcGraceMs: 5_000,
  /** Consumers, the outbox relay and in-memory queues must be flushed within this, counted from SIGTERM. */
  drainMs: 12_000,
  /** Whatever is still open then is abandoned and the process exits 1. */
  deadlineMs: 15_000,
  /** The pod's terminationGracePeriodSeconds: SIGKILL comes only after it. */
  podGraceSeconds: 20,
} as const;

export interface ShutdownBudget {
  grpcGraceMs: number;
  drainMs: number;
  deadlineMs: number;
}

/** Spread into every app's config schema; read with shutdownBudgetOf(config). */
export function shutdownSettings() {
  return {
    SHUTDOWN_GRPC_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(SHUTDOWN_DEFAULTS.grpcGraceMs),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(SHUTDOWN_DEFAULTS.drainMs),
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1).max(600_000).default(SHUTDOWN_DEFAULTS.deadlineMs),
  };
}

/** A budget out of order would cut a stage short by the next one's deadline: refused at start, naming the settings. */
export function shutdownBudgetOf(config: { SHUTDOWN_GRPC_GRACE_MS: number; SHUTDOWN_DRAIN_MS: number; SHUTDOWN_DEADLINE_MS: number }): ShutdownBudget {
  const budget = { grpcGraceMs: config.SHUTDOWN_GRPC_GRACE_MS, drainMs: config.SHUTDOWN_DRAIN_MS, deadlineMs: config.SHUTDOWN_DEADLINE_MS };
  if (!(budget.grpcGraceMs < budget.drainMs && budget.drainMs < budget.deadlineMs)) {
    throw new Error(
      `shutdown deadlines out of order: need SHUTDOWN_GRPC_GRACE_MS (${budget.grpcGraceMs}) < SHUTDOWN_DRAIN_MS (${budget.drainMs}) < SHUTDOWN_DEADLINE_MS (${budget.deadlineMs})`,
    );
  }
  return budget;
}
