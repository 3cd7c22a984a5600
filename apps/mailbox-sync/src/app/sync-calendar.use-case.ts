import type { CalendarProvider } from '@wbk/contracts';
import { dateText, newId, wallTimeAt, type Clock, type Logger } from '@wbk/platform';
import { changedFields, toCalendarRecord } from '../domain/calendar-event';
import { quotaWaitMs, retryDelayMs } from '../domain/backoff';
import { expandOccurrences, type Occurrence } from '../domain/recurrence';
import { meetingCreated, meetingUpdated } from '../events/sync-events';
import type { CalendarAnswer, CalendarProviderClient, ProviderCalendarEvent } from '../providers/calendar-provider.client';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { CalendarEventRepository, StoredOccurrence } from '../store/calendar-event.repository';
import type { CalendarRepository } from '../store/calendar.repository';

export interface SyncCalendarDeps {
  calendar: CalendarProviderClient;
  events: CalendarEventRepository;
  calendars: CalendarRepository;
  crm: CrmContacts;
  workspace: WorkspaceSync;
  clock: Clock;
  logger: Logger;
  pastDays: number;
  futureDays: number;
  maxAttempts: number;
  maxBackoffMs: number;
  afterWrite: () => void;
  sleep: (ms: number) => Promise<void>;
}

const DAY_MS = 86_400_000;
const MAX_QUOTA_WAITS = 1_000;
/** Occurrences written per batch. */
const WRITE_BATCH = 500;

/**
 * Syncs a workspace's connected calendars within [now - past, now + future]:
 * reads every series and single event, expands series into occurrences,
 * matches attendees to contacts (one CRM call per calendar), and writes new
 * occurrences with meeting.created, changed ones with meeting.updated; what
 * the window no longer holds is removed.
 */
export class SyncCalendar {
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly deps: SyncCalendarDeps) {}

  /** One sync per workspace at a time: a second call while one runs waits for it. */
  execute(workspaceId: string): Promise<void> {
    const current = this.running.get(workspaceId);
    if (current) return current;
    const run = this.run(workspaceId).finally(() => this.running.delete(workspaceId));
    this.running.set(workspaceId, run);
    return run;
  }

  private async run(workspaceId: string): Promise<void> {
    const profile = await this.deps.workspace.profile(workspaceId);
    for (const calendar of profile.calendars) {
      try {
        await this.syncCalendar(workspaceId, calendar.provider, calendar.account_id);
      } catch (err) {
        this.deps.logger.warn({ err, workspace_id: workspaceId, provider: calendar.provider }, 'calendar sync failed');
      }
    }
  }

  private async fetch(provider: CalendarProvider, accountId: string, timeMin: string, timeMax: string, pageToken: string | null): Promise<CalendarAnswer> {
    let failures = 0;
    for (let waits = 0; waits < MAX_QUOTA_WAITS; waits += 1) {
      const answer = await this.deps.calendar.list({ provider, accountId, timeMin, timeMax, pageToken });
      if (answer.kind === 'rate_limited') {
        await this.deps.sleep(quotaWaitMs(answer.retryAfterMs, this.deps.maxBackoffMs));
        continue;
      }
      if (answer.kind === 'unavailable' && ++failures < this.deps.maxAttempts) {
        await this.deps.sleep(retryDelayMs(failures, this.deps.maxBackoffMs));
        continue;
      }
      return answer;
    }
    return { kind: 'unavailable', reason: 'the provider kept answering that its quota was reached' };
  }

  private async recordFailure(workspaceId: string, provider: CalendarProvider, accountId: string, status: 'degraded' | 'needs_reauth', error: string): Promise<void> {
    const previous = await this.deps.calendars.get(workspaceId, provider);
    await this.deps.calendars.save({ workspace_id: workspaceId, provider, account_id: accountId, last_sync_at: previous?.last_sync_at ?? null, last_error: error });
    await this.deps.workspace.report({ workspaceId, category: 'calendar', provider, accountId, status, errorMessage: error, lastSyncAt: null });
  }

  private async syncCalendar(workspaceId: string, provider: CalendarProvider, accountId: string): Promise<void> {
    const { deps } = this;
    const now = deps.clock.now().getTime();
    const fromMs = now - deps.pastDays * DAY_MS;
    const toMs = now + deps.futureDays * DAY_MS;
    const timeMin = new Date(fromMs).toISOString();
    const timeMax = new Date(toMs).toISOString();
    const stored: ProviderCalendarEvent[] = [];
    let pageToken: string | null = null;
    do {
      const answer = await this.fetch(provider, accountId, timeMin, timeMax, pageToken);
      if (answer.kind === 'auth') return this.recordFailure(workspaceId, provider, accountId, 'needs_reauth', `${provider}: the provider refused the account's credentials (${answer.code}); reconnect the calendar`);
      if (answer.kind !== 'page') {
        const reason = answer.kind === 'refused' ? `${answer.status} ${answer.code}` : answer.kind === 'unavailable' ? answer.reason : answer.kind;
        return this.recordFailure(workspaceId, provider, accountId, 'degraded', `${provider}: the calendar could not be read (${reason})`);
      }
      stored.push(...answer.events);
      pageToken = answer.nextPageToken;
    } while (pageToken !== null);

    // Dates of the window in UTC terms: an all-day event belongs to its date, whatever zone reads it.
    const window = { fromMs, toMs, fromDate: dateText(wallTimeAt(fromMs, 'UTC')), toDate: dateText(wallTimeAt(toMs, 'UTC')) };
    const expanded: Array<{ event: ProviderCalendarEvent; occurrence: Occurrence }> = [];
    for (const event of stored) {
      const occurrences = expandOccurrences(event, window);
      if (occurrences === null) continue;
      for (const occurrence of occurrences) expanded.push({ event, occurrence });
    }
    const emails = [...new Set(stored.flatMap((e) => e.attendees.map((a) => a.email)))];
    const { byEmail, openDeals } = await deps.crm.match(workspaceId, emails, true);
    const run = newId();
    for (let i = 0; i < expanded.length; i += WRITE_BATCH) {
      const batch = expanded.slice(i, i + WRITE_BATCH).map(({ event, occurrence }) => ({
        event,
        occurrence,
        record: toCalendarRecord({ workspaceId, provider, event, occurrence, contactsByEmail: byEmail, openDeals }),
      }));
      const existing = await deps.events.existing(
        workspaceId,
        batch.map((b) => b.record.id),
      );
      const inserts: StoredOccurrence[] = [];
      const unchanged: string[] = [];
      for (const b of batch) {
        const startDate = b.occurrence.all_day ? b.occurrence.startDate : b.record.start_time.slice(0, 10);
        const previous = existing.get(b.record.id);
        if (!previous) {
          inserts.push({ record: b.record, sourceEventId: b.event.id, startDate, events: [meetingCreated(workspaceId, b.record, deps.clock)] });
          continue;
        }
        const changes = changedFields(previous, b.record);
        if (Object.keys(changes).length === 0) unchanged.push(b.record.id);
        else await deps.events.replace(workspaceId, run, { record: b.record, sourceEventId: b.event.id, startDate, events: [meetingUpdated(workspaceId, b.record, changes, deps.clock)] });
      }
      await deps.events.insertMany(workspaceId, run, inserts);
      await deps.events.touch(workspaceId, run, unchanged);
    }
    await deps.events.removeUnseen(workspaceId, provider, run, fromMs, toMs);
    deps.afterWrite();
    const syncedAt = deps.clock.now().toISOString();
    await deps.calendars.save({ workspace_id: workspaceId, provider, account_id: accountId, last_sync_at: syncedAt, last_error: null });
    await deps.workspace.report({ workspaceId, category: 'calendar', provider, accountId, status: 'healthy', errorMessage: null, lastSyncAt: syncedAt });
  }
}
