import type { Causation } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { ContactEventContext } from '../events/contact-events';

/**
 * Whom a change is made for: the workspace, and the automation chain the
 * change continues when an event caused it (its events carry the chain on,
 * which bounds loops). A public call and an automation call both have this
 * shape, so one use case serves both.
 */
export interface WriteScope {
  workspaceId: string;
  cause?: Causation;
}

/** The context the events of a change are built with. */
export function eventContextOf(scope: WriteScope, clock: Clock): ContactEventContext {
  return { workspaceId: scope.workspaceId, clock, ...(scope.cause ? { cause: scope.cause } : {}) };
}

/** What every CRM write needs besides its repositories. */
export interface WriteDeps {
  clock: Clock;
  /** Runs after every write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
  newId?: () => string;
}
