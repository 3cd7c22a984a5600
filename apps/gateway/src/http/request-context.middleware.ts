import { randomUUID } from 'node:crypto';
import type { Logger } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import { initState, stateOf } from './gateway-state';
import { UNMATCHED_ROUTE, observeRequest } from './http.metrics';

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,128}$/;

/** An inbound X-Request-ID is kept when it is safe to echo and log; otherwise a fresh UUID. */
export function requestIdOf(inbound: string | string[] | undefined): string {
  return typeof inbound === 'string' && REQUEST_ID_RE.test(inbound) ? inbound : randomUUID();
}

export type OnRequestClosed = (req: Request, res: Response) => void;

/**
 * First middleware: the request id (header on every response) and one log line
 * per request. `close` rather than `finish`: it also fires when the client went
 * away, so a change made upstream is still logged and audited.
 */
export function requestContext(logger: Logger, onClosed: OnRequestClosed) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const state = initState(res, requestIdOf(req.headers['x-request-id']), performance.now());
    res.setHeader('X-Request-ID', state.requestId);
    res.once('close', () => {
      const current = stateOf(res);
      const status = res.headersSent ? res.statusCode : 499;
      const durationMs = performance.now() - current.startedAt;
      observeRequest(current.route?.path ?? UNMATCHED_ROUTE, req.method, status, durationMs / 1000);
      logger.info(
        {
          method: req.method,
          path: req.path,
          status,
          duration_ms: Math.round(durationMs * 10) / 10,
          request_id: current.requestId,
          workspace_id: current.auth?.workspaceId,
        },
        'request',
      );
      onClosed(req, res);
    });
    next();
  };
}
