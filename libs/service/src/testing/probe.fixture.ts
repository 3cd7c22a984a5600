import path from 'node:path';
import { Writable } from 'node:stream';
import type { Logger } from '@wbk/platform';
import { findProtoRoot, loadServiceDefinition } from '@wbk/rpc';
import pino from 'pino';

export const PROBE_SERVICE = 'wbk.probe.v1.ProbeService';

export function probeDefinition() {
  return loadServiceDefinition(findProtoRoot(__dirname), path.join(__dirname, 'probe.proto'), PROBE_SERVICE);
}

/** The probe's one method: answers with the text it was sent. */
export const probeHandlers = {
  Ping: async (request: { text: string }): Promise<{ text: string }> => ({ text: request.text }),
};

/** A logger whose JSON lines the test reads back. */
export function capturingLogger(): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
