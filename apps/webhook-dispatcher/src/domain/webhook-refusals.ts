import { AppError, validationError } from '@wbk/platform';

/** The refusals of the webhook operations, one wording each wherever they are raised. */
export function webhookNotFound(): AppError {
  return new AppError('not_found', 'Webhook not found');
}

export function deliveryNotFound(): AppError {
  return new AppError('not_found', 'Delivery not found for this webhook');
}

export function replayNotFound(): AppError {
  return new AppError('not_found', 'Replay not found for this webhook');
}

/** Nothing is sent to a disabled endpoint, not even on request: it must be enabled first. */
export function disabledEndpointRefusal(): AppError {
  return validationError([{ field: 'enabled', message: 'the webhook is disabled; enable it (PATCH enabled=true) before sending to it' }]);
}

export function webhookQuotaExceeded(limit: number): AppError {
  return new AppError('quota_exceeded', `the workspace already has ${limit} webhooks, the most it may register; delete one it no longer needs before creating another`, {
    limit,
    resource: 'webhooks',
  });
}
