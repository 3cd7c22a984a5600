import { ALL_WEBHOOK_EVENTS } from '@wbk/contracts';

/** Subscribing to `*` means every event a webhook may receive, including ones added later. */
export const ALL_EVENTS = ALL_WEBHOOK_EVENTS;

export function matchesEvent(subscribed: readonly string[], event: string): boolean {
  return subscribed.includes(ALL_EVENTS) || subscribed.includes(event);
}
