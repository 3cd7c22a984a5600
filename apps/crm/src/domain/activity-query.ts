import { ACTIVITY_PAGE_LIMITS, activityListQuery, pageOf, parseQuery, type ActivityType } from '@wbk/contracts';

export interface ActivityListQuery {
  page: number;
  perPage: number;
  skip: number;
  /** Only activities of these types; absent = all. */
  types?: ActivityType[];
}

/** GET /v1/contacts/{id}/activities, parsed with the route's declared query (libs/contracts). */
export function parseActivityListQuery(query: Record<string, string>): ActivityListQuery {
  const parsed = parseQuery(activityListQuery, query);
  return { ...pageOf(parsed, ACTIVITY_PAGE_LIMITS), ...(parsed.type !== undefined ? { types: parsed.type } : {}) };
}
