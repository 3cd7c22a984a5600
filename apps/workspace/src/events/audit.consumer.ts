import { type Bus, startConsumer, type Consumer } from '@wbk/bus';
import { auditRecordedSchema, type EventEnvelope, INTERNAL_STREAM, subjectOf } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import type { DocStore } from '@wbk/store';
import type { AuditLogRepository } from '../store/audit-log.repository';

export const AUDIT_DURABLE = 'workspace-audit';

/**
 * Stores the audit entries the gateway records (`internal.audit.recorded`, a
 * batch per workspace and flush). The entry id is the document id, so a
 * redelivery is a no-op. A payload that
 * fails the schema is a publisher bug: it throws, is retried and finally
 * dead-lettered by the consumer helper, where an operator can see it.
 */
export function auditEventHandler(repository: AuditLogRepository, logger: Logger) {
  return async (event: EventEnvelope): Promise<void> => {
    const parsed = auditRecordedSchema.safeParse(event.data);
    if (!parsed.success) {
      throw new Error(`invalid audit payload in event ${event.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    const entries = parsed.data.entries.map((entry) => ({ ...entry, workspace_id: event.workspace_id }));
    const stored = await repository.insertBatch(entries);
    if (stored < entries.length) logger.debug({ event: event.id, repeats: entries.length - stored }, 'audit entries already stored');
  };
}

export function startAuditConsumer(deps: { bus: Bus; store: DocStore; repository: AuditLogRepository; logger: Logger }): Promise<Consumer> {
  return startConsumer({
    bus: deps.bus,
    stream: INTERNAL_STREAM,
    durable: AUDIT_DURABLE,
    filterSubject: subjectOf('audit.recorded'),
    handler: auditEventHandler(deps.repository, deps.logger),
    store: deps.store,
    logger: deps.logger,
    concurrency: 8,
  });
}
