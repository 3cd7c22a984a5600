import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { SimError, fieldProblems, type SimAnswer } from '../domain/sim-answer';

export interface RouteContext {
  req: IncomingMessage;
  url: URL;
  /** The path pattern's groups. */
  params: string[];
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  path: RegExp;
  /** null: no answer at all (a simulated hang; the caller's deadline ends the request). */
  handle(context: RouteContext): Promise<SimAnswer | null>;
}

export function writeAnswer(res: ServerResponse, answer: SimAnswer): void {
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, { ...answer.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The parsed JSON body (undefined when empty); `onBadJson` makes the error for a body that is not JSON. */
export function readJsonBody(req: IncomingMessage, maxBytes: number, onBadJson: () => SimError): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new SimError(413, 'payload_too_large', `body must be at most ${maxBytes} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text.trim() === '' ? undefined : (JSON.parse(text) as unknown));
      } catch {
        reject(onBadJson());
      }
    });
    req.on('error', reject);
  });
}

export function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? null : first.trim();
}

/** A control body or query checked against its schema; the problems as invalid_request. */
export function parseRequest<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const problems = fieldProblems(result.error.issues);
  throw new SimError(400, 'invalid_request', `the request is invalid: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`, problems);
}

/** A route that takes no parameters: an empty object, so a misspelt or unknown field is refused rather than ignored. */
export const NOTHING = z.strictObject({});

export function ok(data: unknown): SimAnswer {
  return { status: 200, body: { data } };
}
