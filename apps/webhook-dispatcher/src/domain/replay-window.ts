import { isPlainObject, parseBody, webhookReplayBody } from '@wbk/contracts';
import { bodyError, validationError } from '@wbk/platform';

export interface ReplayWindow {
  since: Date;
  until: Date;
}

/**
 * The replay body's rules beyond its shape (`webhookReplayBody` in
 * libs/contracts): `since` inclusive, `until` exclusive. Events older than the
 * archive retention are gone, so a window reaching past it would silently
 * replay a part only: it is refused instead, naming the oldest allowed instant.
 */
export function parseReplayWindow(body: unknown, now: Date, retentionMs: number): ReplayWindow {
  if (!isPlainObject(body)) throw bodyError('must be a JSON object with since and until');
  const input = parseBody(webhookReplayBody, body);
  const since = new Date(input.since);
  const until = new Date(input.until);
  if (since.getTime() >= until.getTime()) throw validationError([{ field: 'since', message: 'must be before until' }]);
  const oldest = new Date(now.getTime() - retentionMs);
  if (since.getTime() < oldest.getTime()) {
    throw validationError([{ field: 'since', message: `events are kept for replay until ${oldest.toISOString()} at the earliest; choose a later since` }]);
  }
  return { since, until };
}
