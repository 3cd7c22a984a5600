// The correspondents provider-sim puts in every seeded mailbox and calendar
// (GET /control/people); the demo's contacts are these people, so synced mail
// and meetings land on their timelines.
import { ProviderSimClient, type SimPoolPerson } from '../../../libs/testing/src/index';

/** The sim promises the first five of its pool in every seeded mailbox and calendar. */
export const PEOPLE_IN_EVERY_MAILBOX = 5;

/** Those first five, in the pool's fixed order. */
export async function peopleInEveryMailbox(simUrl: string): Promise<SimPoolPerson[]> {
  const people = await new ProviderSimClient(simUrl).people();
  if (!Array.isArray(people) || people.length < PEOPLE_IN_EVERY_MAILBOX) {
    throw new Error(`provider-sim's people pool (GET /control/people) has ${Array.isArray(people) ? people.length : 'no'} people; the demo needs ${PEOPLE_IN_EVERY_MAILBOX}`);
  }
  return people.slice(0, PEOPLE_IN_EVERY_MAILBOX);
}
