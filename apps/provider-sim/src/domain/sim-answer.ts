/** What the sim answers over HTTP, kept apart from node:http so the rules can be tested without a socket. */
export interface SimAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The error codes of the provider API (apps/provider-sim/README.md) and of the control API. */
export type SimErrorCode =
  | 'invalid_request'
  | 'invalid_recipient'
  | 'conversation_not_found'
  | 'message_not_found'
  | 'rate_limited'
  | 'provider_error'
  | 'provider_unavailable'
  | 'vendor_unavailable'
  | 'conflict'
  | 'payload_too_large'
  | 'not_found'
  | 'history_expired'
  | 'sync_state_expired'
  | 'invalid_grant'
  | 'mailbox_full'
  | 'message_exists'
  | 'calendar_full'
  | 'route_not_found'
  | 'internal_error';

export interface FieldProblem {
  field: string;
  message: string;
}

export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: SimErrorCode,
    message: string,
    readonly details?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SimError';
  }
}

export function errorAnswer(err: SimError): SimAnswer {
  return {
    status: err.status,
    body: { error: { code: err.code, message: err.message, ...(err.details === undefined ? {} : { details: err.details }) } },
    headers: err.headers,
  };
}

/** A zod failure as the field list a caller can act on; an unknown field is named as the field to remove. */
export function fieldProblems(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string; keys?: readonly string[] }>): FieldProblem[] {
  return issues.map((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys !== undefined) {
      return { field: issue.keys.map((key) => (at === '' ? key : `${at}.${key}`)).join(', '), message: 'is not a known field; remove it' };
    }
    return { field: at || 'body', message: issue.message };
  });
}
