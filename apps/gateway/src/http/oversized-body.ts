import { AppError } from '@wbk/platform';
import type { Request, Response } from 'express';
import { type BodySizeLimits, bodyFramingOf, bodyIsChecked } from '../domain/body-size';
import { DEFAULT_MAX_BODY_BYTES } from '../routes/route-table';
import { stateOf } from './gateway-state';
import type { Stage } from './pipeline';

export function tooLarge(limit: number): AppError {
  const mib = limit / (1024 * 1024);
  return new AppError('payload_too_large', `The request body exceeds ${limit} bytes (${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB), this route's limit; send a smaller body`);
}

/**
 * The first stage after the request id: a declared length over the limit (on
 * any method but GET and HEAD) is refused before authentication, the rate limit or anything else that waits,
 * and before a byte of the body is read. A chunked body's limit is noted here
 * and enforced while it is read (body.middleware) or thrown away (settleRefusedBody).
 */
export function refuseOversizedBody(limits: BodySizeLimits): Stage {
  return (req, res, next) => {
    if (!bodyIsChecked(req.method)) return next();
    const framing = bodyFramingOf(req.headers);
    if (framing.kind === 'none' || (framing.kind === 'declared' && limits.fitsEveryRoute(framing.bytes))) return next();
    const limit = limits.of(req.method, req.path);
    stateOf(res).bodyLimitBytes = limit;
    if (framing.kind === 'declared' && framing.bytes > limit) throw tooLarge(limit);
    next();
  };
}

/**
 * How long, and for how many bytes, the rest of a refused body is read and
 * thrown away after the 413 is written. Closing a socket with unread bytes
 * sends a reset, and a client still uploading may then lose the answer it has
 * not read yet; reading on a little (what nginx calls a lingering close) lets
 * it read the answer. The connection closes after LINGER_MAX_MS in all,
 * QUIET_BODY_MS without a byte, or LINGER_MAX_BYTES dropped.
 */
const LINGER_MAX_MS = 10_000;
const QUIET_BODY_MS = 2_000;
const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Decides the answer to a refused request (401, 404, 415, 429, ...) whose
 * chunked body is still on the wire: its size is unknown until it is read, and
 * a body over the limit is answered 413 on every route. The rest is read and
 * thrown away, counting, until it ends (the refusal stands) or passes the limit
 * (413 at once). A client that stops sending mid-body for QUIET_BODY_MS gets
 * the refusal then, rather than waiting on a body it may be holding back for
 * the answer. A declared length needs nothing: refuseOversizedBody has checked it.
 */
export function settleRefusedBody(req: Request, res: Response, error: AppError, answer: (error: AppError) => void): void {
  if (error.code === 'payload_too_large' || req.readableEnded || !bodyIsChecked(req.method) || bodyFramingOf(req.headers).kind !== 'chunked') return answer(error);
  const state = stateOf(res);
  const limit = state.bodyLimitBytes ?? DEFAULT_MAX_BODY_BYTES;
  let seen = state.bodyBytesRead ?? 0;
  let settled = false;
  const settle = (final: AppError) => {
    if (settled) return;
    settled = true;
    clearTimeout(quiet);
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('close', onEnd);
    req.off('error', onEnd);
    answer(final);
  };
  const onEnd = () => settle(error);
  const quiet = setTimeout(onEnd, QUIET_BODY_MS);
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) settle(tooLarge(limit));
    else quiet.refresh();
  };
  req.on('data', onData);
  req.once('end', onEnd);
  // A client that goes away mid-body gets no answer; the refusal is still logged as such.
  req.once('close', onEnd);
  req.once('error', onEnd);
  req.resume();
}

/**
 * Writes the whole 413 at once (Content-Length set, so the client can read it
 * while it is still sending), says the connection closes, then reads and drops
 * what the client still sends, holding none of it, before ending the answer,
 * which closes the connection.
 */
export function answerTooLarge(req: Request, res: Response, body: string): void {
  res.status(413);
  // Set by a budget refusal that the body's size overruled: the same body will not fit later either.
  res.removeHeader('Retry-After');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.setHeader('Connection', 'close');
  res.write(body);
  if (req.readableEnded || req.destroyed) {
    res.end();
    return;
  }
  let drained = 0;
  const finish = () => {
    clearTimeout(idle);
    clearTimeout(cap);
    req.off('data', onData);
    req.off('end', finish);
    req.off('close', finish);
    req.off('error', finish);
    res.end();
  };
  const idle = setTimeout(finish, QUIET_BODY_MS);
  const cap = setTimeout(finish, LINGER_MAX_MS);
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_MAX_BYTES) finish();
    else idle.refresh();
  };
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', finish);
  req.once('error', finish);
  req.resume();
}

/**
 * After any other refusal, lets the rest of a partly read body flow (and be
 * dropped), so the connection can carry the client's next request; Node
 * drains a body nobody started reading by itself.
 */
export function dropUnreadBody(req: Request): void {
  if (!req.readableEnded) req.resume();
}
