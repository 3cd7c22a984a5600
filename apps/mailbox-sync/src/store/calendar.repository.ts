import type { CalendarProvider } from '@wbk/contracts';
import type { Collection, Doc, DocStore } from '@wbk/store';

export const CALENDARS_COLLECTION = 'calendars';

export interface CalendarState {
  workspace_id: string;
  provider: CalendarProvider;
  account_id: string;
  last_sync_at: string | null;
  last_error: string | null;
}

type CalendarDoc = Doc & CalendarState;

/** When each connected calendar last synced, and how. */
export class CalendarRepository {
  private readonly calendars: Collection<CalendarDoc>;

  constructor(store: DocStore) {
    this.calendars = store.collection<CalendarDoc>(CALENDARS_COLLECTION);
  }

  async get(workspaceId: string, provider: CalendarProvider): Promise<CalendarState | null> {
    const doc = await this.calendars.findOne({ _id: `${workspaceId}:${provider}` });
    if (!doc) return null;
    const { _id: _ignored, ...state } = doc;
    return state;
  }

  async all(): Promise<CalendarState[]> {
    return (await this.calendars.find({})).map(({ _id: _ignored, ...state }) => state);
  }

  async save(state: CalendarState): Promise<void> {
    const _id = `${state.workspace_id}:${state.provider}`;
    await this.calendars.replaceOne({ _id }, { _id, ...state }, { upsert: true });
  }
}
