import { AppError } from '@wbk/platform';
import { normalizeSuppressed, type MessageChannel, type SuppressionReason, type SuppressionRecord, type SuppressionType } from '@wbk/contracts';

export interface SuppressionState {
  id: string;
  type: SuppressionType;
  /** Stored normalised: emails lower-cased, phones as given (E.164). */
  value: string;
  reason: SuppressionReason;
  created_at: string;
}

export interface SuppressionKey {
  type: SuppressionType;
  value: string;
}

/**
 * The suppression entry a recipient would match: an email address for
 * `email`, a phone number for `chat_c`. Chat ids (chat_a, chat_b, chat_d)
 * name channels or conversations rather than people, so no entry covers them.
 */
export function suppressionKeyOf(channel: MessageChannel, recipient: string): SuppressionKey | null {
  if (channel === 'email') return { type: 'email', value: normalizeSuppressed('email', recipient) };
  if (channel === 'chat_c') return { type: 'phone', value: normalizeSuppressed('phone', recipient) };
  return null;
}

export function toSuppressionView(state: SuppressionState): SuppressionRecord {
  return { id: state.id, type: state.type, value: state.value, reason: state.reason, created_at: state.created_at };
}

export function suppressionNotFound(): AppError {
  return new AppError('not_found', 'Suppression not found');
}
