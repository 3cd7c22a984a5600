import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { createRpcClient } from './rpc.client';
import { echoDefinition, silentLogger } from './testing/echo.fixture';

/**
 * A server that refuses the first stream it is sent (RST_STREAM REFUSED_STREAM,
 * as a server does to the streams a GOAWAY left unprocessed, e.g. when it ends
 * a connection at its maximum age) and answers every later one with an empty
 * reply. A refused stream never reached the server's application, so sending
 * it again is safe even for a call that is not idempotent.
 */
async function refusingFirstStream(): Promise<{ port: number; streams: () => number; close: () => Promise<void> }> {
  let streams = 0;
  const server = http2.createServer();
  server.on('stream', (stream) => {
    streams += 1;
    if (streams === 1) {
      // Node reports the reset it sends as an error of the stream; it is the point here.
      stream.on('error', () => undefined);
      stream.close(http2.constants.NGHTTP2_REFUSED_STREAM);
      return;
    }
    stream.on('data', () => undefined);
    stream.on('end', () => {
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
      // One length-prefixed message of zero bytes: every field at its default.
      stream.end(Buffer.from([0, 0, 0, 0, 0]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    streams: () => streams,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('rpc client when the server refuses a stream', () => {
  it('sends a call that is not idempotent once more, and answers it', async () => {
    const server = await refusingFirstStream();
    const client = createRpcClient({ name: 'echo', address: `127.0.0.1:${server.port}`, definition: echoDefinition(), logger: silentLogger, deadlineMs: 2_000 });
    try {
      await expect(client.call('Echo', { context: { request_id: 'req-1' }, path: {}, query: {}, body_json: '{}' })).resolves.toMatchObject({ data_json: '' });
      expect(server.streams()).toBe(2);
    } finally {
      client.close();
      await server.close();
    }
  });
});
