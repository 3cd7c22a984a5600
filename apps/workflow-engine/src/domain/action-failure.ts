import { toAppError, type ErrorCode } from '@wbk/platform';
import type { ActionOutcome } from './workflow-action';

/**
 * Answers that say the owning service or provider may succeed later. Anything
 * else (validation_error, not_found, ...) is about the request itself: retrying
 * it unchanged cannot help, so the run fails at once.
 */
const RETRYABLE_CODES: ReadonlySet<ErrorCode> = new Set(['service_unavailable', 'upstream_timeout', 'internal_error', 'provider_error', 'rate_limited', 'version_conflict']);

export type ActionFailure = Extract<ActionOutcome, { ok: false }>;

export function isRetryableCode(code: ErrorCode): boolean {
  return RETRYABLE_CODES.has(code);
}

/** An error thrown by a client call as a run outcome; the message names the code so the run history is searchable. */
export function failureOf(err: unknown, what: string): ActionFailure {
  const appError = toAppError(err);
  return { ok: false, error: `${what}: ${appError.code}: ${appError.message}`, retryable: isRetryableCode(appError.code) };
}

/** A config or entity problem found before calling anyone: never retryable. */
export function invalidAction(message: string): ActionFailure {
  return { ok: false, error: message, retryable: false };
}
