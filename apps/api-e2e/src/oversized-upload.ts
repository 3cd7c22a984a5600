import { request } from 'node:http';

/**
 * An upload over its route's limit, sent as a client on a slow link does: the
 * first part at once, the rest a piece at a time, until the answer comes or
 * the whole body is sent. A gateway that reads a refused body to its end
 * before answering keeps such a client waiting for the whole upload.
 */
export interface OversizedUpload {
  baseUrl: string;
  method: string;
  /** Sent as is. */
  path: string;
  headers: Record<string, string>;
  bodyBytes: number;
  /** Transfer-Encoding: chunked instead of Content-Length. */
  chunked: boolean;
  /** How much of the body goes out at once before the rest is paced. */
  sentAtOnce: number;
}

export type UploadOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: unknown; text: string; elapsedMs: number }
  | { kind: 'failure'; message: string; elapsedMs: number };

const PIECE_BYTES = 64 * 1024;
/** About 1.25 MiB a second once the first part is out. */
const PIECE_EVERY_MS = 50;

/**
 * Sends over node:http (not fetch) so a reset or a closed connection is seen
 * as such; resolves with the answer read to its end, or the failure, or no
 * answer within the deadline.
 */
export function uploadOversized(upload: OversizedUpload, deadlineMs: number): Promise<UploadOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const url = new URL(upload.baseUrl);
    const headers = { ...upload.headers, ...(upload.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(upload.bodyBytes) }) };
    const req = request({ host: url.hostname, port: url.port, method: upload.method, path: upload.path, headers, agent: false });
    let settled = false;
    let pace: NodeJS.Timeout | undefined;
    const settle = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(pace);
      resolve(outcome);
      req.destroy();
    };
    const deadline = setTimeout(() => settle({ kind: 'failure', message: `no answer within ${deadlineMs} ms`, elapsedMs: elapsed() }), deadlineMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (err) => settle({ kind: 'failure', message: `the answer broke off: ${err.message}`, elapsedMs: elapsed() }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        settle({ kind: 'answer', status: res.statusCode ?? 0, headers: answerHeaders, body: parseJson(text), text, elapsedMs: elapsed() });
      });
    });
    req.on('error', (err) => settle({ kind: 'failure', message: `the connection failed: ${err.message}`, elapsedMs: elapsed() }));

    const piece = Buffer.alloc(PIECE_BYTES, 0x20);
    let sent = 0;
    const write = (bytes: number): boolean => {
      const size = Math.min(bytes, upload.bodyBytes - sent);
      sent += size;
      const ok = req.write(size === piece.length ? piece : piece.subarray(0, size));
      if (sent >= upload.bodyBytes) {
        clearInterval(pace);
        req.end();
      }
      return ok;
    };
    const burst = (): void => {
      while (!settled && sent < Math.min(upload.sentAtOnce, upload.bodyBytes)) if (!write(PIECE_BYTES)) return void req.once('drain', burst);
      if (!settled && sent < upload.bodyBytes) pace = setInterval(() => !settled && sent < upload.bodyBytes && write(PIECE_BYTES), PIECE_EVERY_MS);
    };
    req.flushHeaders();
    burst();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs the tasks with at most `limit` of them at once, keeping their order in the result. */
export async function inBatches<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await run(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
