import { createServer } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type Logger } from '@wbk/platform';
import pino from 'pino';
import { findProtoRoot, loadServiceDefinition } from '../proto.loader';

export const ECHO_SERVICE = 'wbk.echo.v1.EchoService';

export function echoDefinition() {
  const protoRoot = findProtoRoot(__dirname);
  return loadServiceDefinition(protoRoot, path.join(__dirname, 'echo.proto'), ECHO_SERVICE);
}

/** A logger whose JSON lines the test can read back. */
export function capturingLogger(): { logger: Logger; lines: () => string[] } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines: () => chunks.join('').split('\n').filter(Boolean) };
}

export const silentLogger: Logger = pino({ level: 'silent' });

/** A loopback port that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
