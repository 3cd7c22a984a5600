// One JSON-over-HTTP call to a configured provider (never a caller-supplied URL:
// those go through getPublicUrl and its SSRF guard), within its own deadline and
// behind the breaker of its key. The caller's `classify` reads every complete
// answer into its own result and says whether that answer counts against the
// breaker; a call that got no complete answer always counts. What comes back is
// the caller's result, or why there was none: no answer (timeout, unreachable,
// cut off) or the breaker open.
import { Agent } from 'undici';
import { isOpenBreaker, keyedBreakers, type BreakerTuning } from './keyed-breakers';
import type { Logger } from '@wbk/platform';

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as JSON (with `content-type: application/json`) when present. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/** A complete answer, whatever its status. */
export interface JsonAnswer {
  status: number;
  header(name: string): string | null;
  text: string;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

/** The caller's reading of an answer; `countsAsFailure` answers count against the breaker. */
export interface Classified<R> {
  result: R;
  countsAsFailure: boolean;
}

export type NoAnswerCause = 'timeout' | 'unreachable' | 'cut_off';

export type JsonOutcome<R> =
  | { kind: 'answered'; result: R }
  /** `status` is the answer's when its body was lost (timeout or cut off while reading it), else null. */
  | { kind: 'no_answer'; cause: NoAnswerCause; status: number | null }
  | { kind: 'paused' };

export interface JsonHttpOptions {
  logger: Pick<Logger, 'warn' | 'info'>;
  /** What a breaker key names, in logs (`provider`, `vendor`). */
  keyName: string;
  breaker?: BreakerTuning;
  /** Keep-alive connections per origin at most; unlimited when absent. */
  connections?: number;
}

export interface JsonHttp {
  call<R>(key: string, request: JsonRequest, classify: (answer: JsonAnswer) => Classified<R>): Promise<JsonOutcome<R>>;
  close(): void;
}

/** Idle sockets are kept this long: provider calls come in bursts, and a reconnect costs more than a call. */
const KEEP_ALIVE_MS = 30_000;

/** Thrown inside the breaker so that it counts; turned back into an outcome outside. */
class CountedFailure extends Error {
  constructor(readonly outcome: JsonOutcome<unknown>) {
    super(outcome.kind);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createJsonHttp(options: JsonHttpOptions): JsonHttp {
  // undici's request() on keep-alive pools costs far less CPU per call than fetch(), which
  // wraps every body in web streams; an outreach send is on the sequencer's hot path.
  const agent = new Agent({ pipelining: 1, keepAliveTimeout: KEEP_ALIVE_MS, ...(options.connections === undefined ? {} : { connections: options.connections }) });

  async function exchange(request: JsonRequest): Promise<JsonAnswer> {
    const url = new URL(request.url);
    const signal = AbortSignal.timeout(request.timeoutMs);
    const noAnswer = (status: number | null, otherwise: NoAnswerCause): CountedFailure =>
      new CountedFailure({ kind: 'no_answer', cause: signal.aborted ? 'timeout' : otherwise, status });
    let response: Awaited<ReturnType<Agent['request']>>;
    try {
      response = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal,
      });
    } catch {
      throw noAnswer(null, 'unreachable');
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch {
      throw noAnswer(response.statusCode, 'cut_off');
    }
    const { headers } = response;
    return {
      status: response.statusCode,
      header(name) {
        const value = headers[name.toLowerCase()];
        return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
      },
      text,
      body: parseJson(text),
    };
  }

  async function call(request: JsonRequest, classify: (answer: JsonAnswer) => Classified<unknown>): Promise<JsonOutcome<unknown>> {
    const { result, countsAsFailure } = classify(await exchange(request));
    if (countsAsFailure) throw new CountedFailure({ kind: 'answered', result });
    return { kind: 'answered', result };
  }

  const breakers = keyedBreakers(call, { logger: options.logger, keyName: options.keyName, tuning: options.breaker });

  return {
    async call<R>(key: string, request: JsonRequest, classify: (answer: JsonAnswer) => Classified<R>): Promise<JsonOutcome<R>> {
      try {
        return (await breakers.fire(key, request, classify)) as JsonOutcome<R>;
      } catch (err) {
        if (err instanceof CountedFailure) return err.outcome as JsonOutcome<R>;
        if (isOpenBreaker(err)) return { kind: 'paused' };
        throw err;
      }
    },
    close() {
      breakers.shutdown();
      void agent.close().catch(() => undefined);
    },
  };
}
