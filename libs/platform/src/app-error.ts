import { type ErrorCode, httpStatusOf, isErrorCode } from './error-codes';

export type ErrorDetails = Record<string, unknown>;

/**
 * The only error type that crosses a boundary on purpose. Anything else that
 * escapes a handler is a bug and is reported as `internal_error` without its
 * message, so internals never leak to a caller.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get httpStatus(): number {
    return httpStatusOf(this.code);
  }

  toBody(): { error: { code: ErrorCode; message: string; details?: ErrorDetails } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError || (err instanceof Error && err.name === 'AppError' && isErrorCode((err as AppError).code));
}

export function notFound(what = 'Record'): AppError {
  return new AppError('not_found', `${what} not found`);
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** 400 validation_error whose `details.fields` name each bad field, so the caller knows what to fix. */
export function validationError(issues: FieldIssue[], message?: string): AppError {
  const summary = message ?? issues.map((i) => `${i.field}: ${i.message}`).join('; ');
  return new AppError('validation_error', summary || 'Invalid request', {
    fields: issues,
  });
}

/** Turns anything thrown into an AppError; unknown errors become internal_error with a neutral message. */
export function toAppError(err: unknown, requestId?: string): AppError {
  if (isAppError(err)) return err;
  const suffix = requestId ? ` (request id ${requestId})` : '';
  return new AppError('internal_error', `An unexpected error occurred${suffix}`);
}
