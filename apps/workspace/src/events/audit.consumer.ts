import { type Bus, startConsumer, type Consumer } from '@wbk/bus';
import type { EventOf } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { AuditLogRepository } from '../store/audit-log.repository';

export const AUDIT_DURABLE = 'workspace-audit';

/**
 * Stores the audit entries the gateway records (`internal.audit.recorded`, a
 * batch per workspace and flush). The entry id is the document id, so a
 * redelivery is a no-op. A payload that fails the catalog schema never gets
 * here: the consumer dead-letters it at once, where an operator can see it.
 */
export function auditEventHandler(repository: AuditLogRepository, logger: Logger) {
  return async (event: EventOf<'audit.recorded'>): Promise<void> => {
    const entries = event.data.entries.map((entry) => ({ ...entry, workspace_id: event.workspace_id }));
    const stored = await repository.insertBatch(entries);
    if (stored < entries.length) logger.debug({ event: event.id, repeats: entries.length - stored }, 'audit entries already stored');
  };
}

export function startAuditConsumer(deps: { bus: Bus; store: DocStore; repository: AuditLogRepository; logger: Logger }): Promise<Consumer> {
  return startConsumer({
    bus: deps.bus,
    events: ['audit.recorded'],
    durable: AUDIT_DURABLE,
    handler: auditEventHandler(deps.repository, deps.logger),
    store: deps.store,
    logger: deps.logger,
    concurrency: 8,
    // insertBatch stores only the entries it does not find by id, so a processed-event record would be a
    // second memory of the same fact, read and written for every batch.
    rememberProcessed: false,
  });
}
