import { AppError, type Clock, validationError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import type { BodyAdmission, BodyRefusal, BodyTicket } from '../domain/body-admission';
import { bodyFramingOf } from '../domain/body-size';
import { exceedsJsonDepth, MAX_BODY_DEPTH } from '../domain/json-depth';
import { DEFAULT_MAX_BODY_BYTES } from '../routes/route-table';
import { stateOf } from './gateway-state';
import { tooLarge } from './oversized-body';

/**
 * Reads the JSON body ourselves instead of express.json(), to answer with our
 * codes (415, 413, 400 invalid_json) and keep the raw text that is forwarded
 * to the service as body_json. The limit is the route's (1 MiB unless it
 * declares more, as the channel send does for attachments); a declared length
 * over it never gets here (refuseOversizedBody). Each body is admitted first
 * (BodyAdmission): its declared length is reserved before any byte is read, a
 * chunked body's bytes as they arrive. A refusal is thrown as soon as it is
 * known, without reading on: the error mapper drops or counts the rest after.
 */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const OBJECT_BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT']);

function isJsonType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semi = header.indexOf(';');
  return (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase() === 'application/json';
}

/** One decoder for every body: a call without `stream` keeps no state between calls, and a fatal error resets it. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Seconds a refused body's sender is asked to wait: long enough for a large body in flight to be answered. */
const BODY_RETRY_AFTER_S = 2;

function refusalError(refusal: BodyRefusal, admission: BodyAdmission, res: Response, clock: Clock): AppError {
  res.setHeader('Retry-After', String(BODY_RETRY_AFTER_S));
  if (refusal === 'process_full') {
    return new AppError('service_unavailable', `This gateway is holding as many request bodies as it may (${admission.limits.inflightBytes} bytes); send the request again in ${BODY_RETRY_AFTER_S} seconds`);
  }
  const { largeBodiesPerWorkspace, largeBodyBytes } = admission.limits;
  const retryAt = new Date(clock.now().getTime() + BODY_RETRY_AFTER_S * 1000).toISOString();
  return new AppError(
    'rate_limited',
    `This workspace already has ${largeBodiesPerWorkspace} requests with bodies over ${largeBodyBytes} bytes in flight on this gateway; send this one after one of them is answered, from ${retryAt}`,
  );
}

/**
 * Reads the body into one buffer: of the declared length when there is one (no
 * list of chunks to join, so a large body is not held twice), else joined at
 * the end. Every byte is reserved before it is kept.
 */
function readText(req: Request, res: Response, limit: number, declared: number | undefined, ticket: BodyTicket, refuse: (why: BodyRefusal) => AppError): Promise<string> {
  return new Promise((resolve, reject) => {
    const into = declared === undefined ? undefined : Buffer.allocUnsafe(declared);
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const stop = (error: AppError) => {
      cleanup();
      chunks.length = 0;
      // The error mapper counts on from here to tell an oversized chunked body (413) from this refusal.
      stateOf(res).bodyBytesRead = size;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return stop(tooLarge(limit));
      const refusal = ticket.reserve(size);
      if (refusal !== null) return stop(refuse(refusal));
      if (into !== undefined) chunk.copy(into, size - chunk.length);
      else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      try {
        resolve(UTF8.decode(into !== undefined ? into.subarray(0, size) : Buffer.concat(chunks, size)));
      } catch {
        reject(new AppError('invalid_json', 'The request body is not valid UTF-8'));
      }
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export function readJsonBody(admission: BodyAdmission, clock: Clock) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const framing = bodyFramingOf(req.headers);
    if (!METHODS_WITH_BODY.has(req.method) || framing.kind === 'none') return next();
    const limit = stateOf(res).route?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (!isJsonType(req.headers['content-type'])) {
      throw new AppError('unsupported_media_type', 'Send request bodies as JSON with Content-Type: application/json');
    }
    const declared = framing.kind === 'declared' ? framing.bytes : undefined;
    if (declared !== undefined && declared > limit) throw tooLarge(limit);
    // Held until the answer is out: the body's text and parsed value live as long as the request.
    const ticket = admission.open(stateOf(res).auth!.workspaceId);
    res.once('close', () => ticket.release());
    const refuse = (why: BodyRefusal) => refusalError(why, admission, res, clock);
    const refusal = declared === undefined ? null : ticket.reserve(declared);
    if (refusal !== null) throw refuse(refusal);
    const raw = await readText(req, res, limit, declared, ticket, refuse);
    // Before JSON.parse and everything after it that walks the value recursively (fingerprints, schemas, stores).
    if (exceedsJsonDepth(raw, MAX_BODY_DEPTH)) {
      throw validationError([{ field: 'body', message: `nests objects and arrays more than ${MAX_BODY_DEPTH} levels deep; flatten it to at most ${MAX_BODY_DEPTH} levels` }]);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (err) {
      const reason = err instanceof SyntaxError ? err.message : 'unreadable';
      throw new AppError('invalid_json', `The request body is not valid JSON: ${reason}`);
    }
    if (OBJECT_BODY_METHODS.has(req.method) && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) {
      throw validationError([{ field: 'body', message: 'must be a JSON object' }]);
    }
    stateOf(res).body = { raw, parsed };
    next();
  };
}
