import { AppError, validationError } from '@wbk/platform';
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_MAX_BODY_BYTES } from '../routes/route-table';
import { stateOf } from './gateway-state';

/**
 * Reads the JSON body ourselves instead of express.json(), to answer with our
 * codes (415, 413, 400 invalid_json) and keep the raw text that is forwarded
 * to the service as body_json. The limit is the route's (1 MiB unless it
 * declares more, as the channel send does for attachments).
 */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const OBJECT_BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT']);

function tooLarge(limit: number): AppError {
  const mib = limit / (1024 * 1024);
  return new AppError('payload_too_large', `The request body exceeds ${limit} bytes (${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB), this route's limit`);
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

function isJsonType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semi = header.indexOf(';');
  return (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase() === 'application/json';
}

/** Stops reading a body we will not accept; the connection is closed after the answer rather than drained. */
function stopReading(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  req.pause();
}

function readText(req: Request, res: Response, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        stopReading(req, res);
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, size)));
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

export function readJsonBody() {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!METHODS_WITH_BODY.has(req.method) || !hasBody(req)) return next();
    if (!isJsonType(req.headers['content-type'])) {
      stopReading(req, res);
      throw new AppError('unsupported_media_type', 'Send request bodies as JSON with Content-Type: application/json');
    }
    const limit = stateOf(res).route?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      stopReading(req, res);
      throw tooLarge(limit);
    }
    const raw = await readText(req, res, limit);
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
