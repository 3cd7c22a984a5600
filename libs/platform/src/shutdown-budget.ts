import { z } from 'zod';

/**
 * The deadlines of a graceful stop, shortest first. Each stage must end before
 * the next one's deadline, and the pod's terminationGracePeriodSeconds must
 * outlast the whole process deadline (deploy/k8s; checked by manifests.spec.ts):
 *
 *   endpoint delay + gRPC grace  <  drain (consumers, outbox, queues)  <  process deadline  <  k8s grace
 *
 * The one declared source of those numbers; docs/operations.md tabulates them.
 */
export const SHUTDOWN_DEFAULTS = {
  /**
   * After SIGTERM the process still serves, while saying "not ready", for this
   * long: Kubernetes removes a terminating pod from its Services' endpoints at
   * the same time as it signals it, and kube-proxy, ingresses and gRPC clients
   * learn of it a moment later; a listener closed at once would refuse the
   * connections they still send. A preStop sleep does the same, but needs a
   * shell or Kubernetes 1.30's sleep action; this needs neither. SIGINT (a
   * developer's Ctrl-C) skips it.
   */
  endpointDelayMs: 3_000,
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
  endpointDelayMs: number;
  grpcGraceMs: number;
  drainMs: number;
  deadlineMs: number;
}

/** Spread into every app's config schema; read with shutdownBudgetOf(config). */
export function shutdownSettings() {
  return {
    SHUTDOWN_ENDPOINT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(SHUTDOWN_DEFAULTS.endpointDelayMs),
    SHUTDOWN_GRPC_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(SHUTDOWN_DEFAULTS.grpcGraceMs),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(SHUTDOWN_DEFAULTS.drainMs),
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1).max(600_000).default(SHUTDOWN_DEFAULTS.deadlineMs),
  };
}

/** A budget out of order would cut a stage short by the next one's deadline: refused at start, naming the settings. */
export function shutdownBudgetOf(config: {
  SHUTDOWN_ENDPOINT_DELAY_MS: number;
  SHUTDOWN_GRPC_GRACE_MS: number;
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_DEADLINE_MS: number;
}): ShutdownBudget {
  const budget = {
    endpointDelayMs: config.SHUTDOWN_ENDPOINT_DELAY_MS,
    grpcGraceMs: config.SHUTDOWN_GRPC_GRACE_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    deadlineMs: config.SHUTDOWN_DEADLINE_MS,
  };
  if (!(budget.endpointDelayMs + budget.grpcGraceMs < budget.drainMs && budget.drainMs < budget.deadlineMs)) {
    throw new Error(
      `shutdown deadlines out of order: need SHUTDOWN_ENDPOINT_DELAY_MS (${budget.endpointDelayMs}) + SHUTDOWN_GRPC_GRACE_MS (${budget.grpcGraceMs}) < SHUTDOWN_DRAIN_MS (${budget.drainMs}) < SHUTDOWN_DEADLINE_MS (${budget.deadlineMs})`,
    );
  }
  return budget;
}
