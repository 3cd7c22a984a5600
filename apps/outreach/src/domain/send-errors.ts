import type { MessageChannel } from '@wbk/contracts';
import { AppError, validationError } from '@wbk/platform';
import type { ProviderName } from './channel-provider';

/**
 * What the caller of a send hears when the provider refused or kept failing.
 * A refusal is final (a retry answers the same); a failure is a 502
 * provider_error whose details name the provider, its last status and reason,
 * and the message id the failed send is recorded under.
 */
export function refusalError(channel: MessageChannel, provider: ProviderName, httpStatus: number | null, code: string, message: string): AppError {
  if (code === 'conversation_not_found' || (channel === 'chat_b' && httpStatus === 404)) {
    return new AppError('conversation_required', 'chat_b can only send to an existing conversation: start the conversation in chat_b first, then send to its id');
  }
  if (code === 'invalid_recipient') return validationError([{ field: 'recipient', message: `was refused by ${provider}: ${message}` }]);
  return new AppError('provider_error', `${provider} refused the message: ${message}`, { provider, status: httpStatus, reason: code });
}

export function providerFailure(provider: ProviderName, httpStatus: number | null, reason: string, messageId: string): AppError {
  return new AppError('provider_error', `${provider} could not take the message (${reason}); it was not sent, and the same request may be retried`, {
    provider,
    status: httpStatus,
    reason,
    message_id: messageId,
  });
}

export function throttledError(provider: ProviderName, perSecond: number): AppError {
  return new AppError('rate_limited', `This workspace sends at most ${perSecond} messages per second through ${provider}; nothing was sent, retry in a moment`);
}
