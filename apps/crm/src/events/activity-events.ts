import { newEvent } from '@wbk/bus';
import type { EventEnvelope, EventOf } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { ActivityView } from '../domain/activity';

/**
 * activity.created (public catalog), written into the activity document's
 * own outbox. Caused by the source event, so automation chains that started
 * with, e.g., a workflow-sent message stay bounded (causation depth + 1).
 */
export function activityCreated(source: EventEnvelope, activity: ActivityView, clock: Clock): EventOf<'activity.created'> {
  return newEvent({ type: 'activity.created', workspaceId: source.workspace_id, data: { activity }, cause: source, clock });
}
