// The correspondents provider-sim puts in every seeded mailbox and calendar
// (GET /control/people); the demo's contacts are these people, so synced mail
// and meetings land on their timelines.
export interface PoolPerson {
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  company_domain: string;
}

/** The sim promises the first five of its pool in every seeded mailbox and calendar. */
export const PEOPLE_IN_EVERY_MAILBOX = 5;

export async function fetchPeoplePool(simUrl: string): Promise<PoolPerson[]> {
  const response = await fetch(new URL('/control/people', simUrl), { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`provider-sim GET /control/people answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const body = (await response.json()) as { people?: unknown };
  if (!Array.isArray(body.people) || !body.people.every(isPoolPerson)) {
    throw new Error('provider-sim GET /control/people did not answer { people: [{ email, first_name, last_name, title, company_name, company_domain }] }');
  }
  if (body.people.length < PEOPLE_IN_EVERY_MAILBOX) throw new Error(`provider-sim's people pool has ${body.people.length} people; the demo needs ${PEOPLE_IN_EVERY_MAILBOX}`);
  return body.people;
}

function isPoolPerson(value: unknown): value is PoolPerson {
  if (typeof value !== 'object' || value === null) return false;
  const person = value as Record<string, unknown>;
  return ['email', 'first_name', 'last_name', 'title', 'company_name', 'company_domain'].every((field) => typeof person[field] === 'string');
}
