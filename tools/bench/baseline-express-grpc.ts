// Baseline 2 (the design's floor cost): a minimal Express route that makes one
// gRPC call (same proto, same ApiRequest/ApiReply shape as the real gateway)
// to an in-memory CRM service in this process. Prints its port on stdout.
import * as grpc from '@grpc/grpc-js';
import express from 'express';
import path from 'node:path';
import { findProtoRoot, loadServiceDefinition } from '@wbk/rpc';
import { sampleContact } from './sample-contact';

async function main(): Promise<void> {
  const protoRoot = findProtoRoot(path.resolve(__dirname));
  const definition = loadServiceDefinition(protoRoot, 'crm/v1/crm.proto', 'wbk.crm.v1.CrmService');
  const dataJson = JSON.stringify(sampleContact());

  const server = new grpc.Server();
  server.addService(definition, {
    GetContact: (_call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) =>
      callback(null, { data_json: dataJson, has_meta: false, created: false }),
  });
  const grpcPort = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, port) => (err ? reject(err) : resolve(port))),
  );

  const Client = grpc.makeGenericClientConstructor(definition, 'CrmService');
  const client = new Client(`127.0.0.1:${grpcPort}`, grpc.credentials.createInsecure()) as unknown as grpc.Client & {
    GetContact: (req: unknown, options: grpc.CallOptions, cb: (err: grpc.ServiceError | null, res: { data_json: string }) => void) => void;
  };

  const app = express();
  app.get('/v1/contacts/:id', (req, res) => {
    client.GetContact(
      { context: { workspace_id: 'bench' }, path: { id: req.params.id }, query: {}, body_json: '' },
      { deadline: Date.now() + 5000 },
      (err, reply) => {
        if (err) {
          res.status(500).json({ error: { code: 'internal_error', message: err.message } });
          return;
        }
        res.type('application/json').send(`{"data":${reply.data_json}}`);
      },
    );
  });
  const http = app.listen(0, '127.0.0.1', () => {
    const address = http.address();
    process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
  });
  process.on('SIGTERM', () => {
    http.close();
    server.forceShutdown();
    process.exit(0);
  });
}

void main();
