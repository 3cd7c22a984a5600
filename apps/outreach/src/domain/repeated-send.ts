import { AppError } from '@wbk/platform';
import type { MessageState } from './message';
import { refusalError } from './send-errors';

/**
 * A keyed send whose key was seen before: the recorded answer, or null when
 * the provider must be called (again) with the same provider key. A key used
 * for another message (another fingerprint) is refused; a send the provider
 * refused for good is answered with the same refusal; one still `pending`
 * (its first attempt died mid-call) or `failed` is tried again.
 */
export function answerToRepeat(existing: MessageState, fingerprint: string): MessageState | null {
  if (existing.fingerprint !== fingerprint) {
    throw new AppError('idempotency_conflict', 'This idempotency key was used for a different message; use a new key for a new message');
  }
  if (existing.send_state === 'accepted') return existing;
  if (existing.send_state === 'rejected') {
    throw refusalError(existing.channel, existing.provider, existing.provider_status, existing.error?.code ?? 'refused', existing.error?.message ?? 'refused');
  }
  return null;
}
