// Baseline 1 (the machine's ceiling): a bare node:http server answering a
// JSON body shaped like GET /v1/contacts/{id}. Prints its port on stdout.
import { createServer } from 'node:http';
import { sampleContactEnvelope } from './sample-contact';

const body = JSON.stringify(sampleContactEnvelope());
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
