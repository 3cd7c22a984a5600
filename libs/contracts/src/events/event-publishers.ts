import { eventPublishersOf, IDENTITY_MANIFESTS } from '../services/manifests';
import type { Identity } from '../services/identities';

/**
 * The one identity that publishes each event type (its outbox writes it), as
 * the manifests declare it. The bus's permissions are derived from this table,
 * so a service can put on the bus only the events it owns: a foothold in one
 * service cannot forge another's events, audit entries included.
 */
export const EVENT_PUBLISHERS = eventPublishersOf(IDENTITY_MANIFESTS);

export type EventPublisher = Identity;
