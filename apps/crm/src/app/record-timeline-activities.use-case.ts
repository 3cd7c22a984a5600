import type { Clock } from '@wbk/platform';
import { toActivityView } from '../domain/activity';
import { activitiesFromEvent, type SourceEvent } from '../domain/activity-sources';
import { activityCreated } from '../events/activity-events';
import type { ActivityRepository } from '../store/activity.repository';
import type { ContactRepository } from '../store/contact.repository';

export interface RecordTimelineActivitiesDeps {
  activities: ActivityRepository;
  contacts: ContactRepository;
  clock: Clock;
  /** Runs after an activity (with its activity.created event) was written (OutboxRelay.kick). */
  afterWrite: () => void;
}

export type TimelineOutcome = { recorded: number; duplicates: number; ignored: number };

/**
 * Turns one source event into timeline entries, exactly once: each activity's
 * id is derived from its source, so a second delivery of the same event (or
 * a copy of it under another message id) collides and is skipped, and the
 * activity.created event rides in the activity's own outbox, so it exists
 * exactly when the activity does.
 */
export class RecordTimelineActivities {
  constructor(private readonly deps: RecordTimelineActivitiesDeps) {}

  async execute(event: SourceEvent): Promise<TimelineOutcome> {
    const { activities, contacts, clock } = this.deps;
    const result: TimelineOutcome = { recorded: 0, duplicates: 0, ignored: 0 };
    for (const draft of activitiesFromEvent(event)) {
      // Unknown, deleted or other-workspace contacts have no timeline to show it on.
      if (!(await contacts.findLive(event.workspace_id, draft.contact_id))) {
        result.ignored += 1;
        continue;
      }
      const activity = toActivityView(event.workspace_id, draft, clock.now());
      const written = await activities.record(event.workspace_id, activity, [activityCreated(event, activity, clock)]);
      if (written) result.recorded += 1;
      else result.duplicates += 1;
    }
    if (result.recorded > 0) this.deps.afterWrite();
    return result;
  }
}
