import { activeTraceIds } from '@wbk/telemetry';
import pino, { type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  service: string;
  level?: string;
}

/** JSON logs on stdout; credentials never reach a log line. A line written inside a span carries its trace_id and span_id. */
export function createLogger({ service, level = 'info' }: LoggerOptions): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: activeTraceIds,
    redact: {
      paths: ['authorization', 'headers.authorization', 'req.headers.authorization', '*.key', '*.secret', 'key', 'secret'],
      censor: '[redacted]',
    },
  });
}
