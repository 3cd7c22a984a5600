import { ALL_WEBHOOK_EVENTS, eventReadPermissions, isGranted, mayReceiveEvent, type ActingKey } from '@wbk/contracts';
import { AppError } from '@wbk/platform';

/** Subscribing to `*` means every event a webhook may receive, including ones added later. */
export const ALL_EVENTS = ALL_WEBHOOK_EVENTS;

export function matchesEvent(subscribed: readonly string[], event: string): boolean {
  return subscribed.includes(ALL_EVENTS) || subscribed.includes(event);
}

/**
 * Whether a webhook is delivered an event it subscribes to: only while the
 * key that last saved it could read the event's resource. A webhook saved
 * before the saving key was recorded receives nothing until it is saved again
 * (docs/decisions.md, "Security: automation permissions").
 */
export function receivesEvent(webhook: { events: readonly string[]; acting_key: ActingKey | null }, event: string): boolean {
  return matchesEvent(webhook.events, event) && webhook.acting_key !== null && mayReceiveEvent(webhook.acting_key.permissions, event);
}

/** 403 naming the first read permission the key lacks for a subscription to `events`. */
export function assertMayReceive(held: readonly string[], events: readonly string[]): void {
  const missing = eventReadPermissions(events).find((permission) => !isGranted(held, permission));
  if (missing === undefined) return;
  const event = events.find((e) => eventReadPermissions([e]).includes(missing));
  throw new AppError('insufficient_permissions', `This key lacks the permission ${missing}, which receiving ${event ?? 'these events'} requires; subscribe with a key that can read that resource`, {
    required: missing,
  });
}
