import { Agent, request } from 'node:http';
import { apiConformance } from '@wbk/testing';
import type { FuzzRequest } from './requests';

export interface FuzzResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Where the answer breaks the OpenAPI document (undocumented status, body not the schema's); empty when it conforms. */
  problems: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends the request byte for byte (raw path, raw headers, raw body), which
 * fetch cannot do: it normalises `..` segments and refuses some headers. A
 * dropped connection is reported as status 0, itself a failure.
 */
export function send(baseUrl: string, fuzz: FuzzRequest, deadlineMs?: number): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  const body = fuzz.body === undefined ? undefined : Buffer.isBuffer(fuzz.body) ? fuzz.body : Buffer.from(fuzz.body);
  const headers: Record<string, string> = { ...fuzz.headers };
  if (body !== undefined && fuzz.chunked !== true) headers['content-length'] = String(body.length);
  // Node's client chunks by default only for methods that usually carry a body; a DELETE's would
  // otherwise go out bare, and the server would read it as the start of a next, malformed request.
  if (body !== undefined && fuzz.chunked === true) headers['transfer-encoding'] = 'chunked';
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (err) => resolve(dropped(err)));
      res.on('end', () => {
        const responseHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        const text = Buffer.concat(chunks).toString('utf8');
        const parsed = parse(text, responseHeaders['content-type']);
        const status = res.statusCode ?? 0;
        resolve({ status, headers: responseHeaders, body: parsed, problems: apiConformance().problems(fuzz.method, fuzz.path, status, responseHeaders, parsed) });
      });
    });
    req.on('error', (err) => resolve(dropped(err)));
    // A deadline turns a service stuck on one request into a reported failure instead of a hung run.
    if (deadlineMs !== undefined) {
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${deadlineMs} ms`)), deadlineMs);
      req.on('close', () => clearTimeout(timer));
    }
    if (body !== undefined && fuzz.chunked === true) for (let at = 0; at < body.length; at += 65_536) req.write(body.subarray(at, at + 65_536));
    else if (body !== undefined) req.write(body);
    req.end();
  });
}

function dropped(err: Error): FuzzResponse {
  return { status: 0, headers: {}, body: '', problems: [`the connection failed: ${err.message}`] };
}

function parse(text: string, contentType: string | undefined): unknown {
  if (text === '' || !contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function closeConnections(): void {
  agent.destroy();
}
