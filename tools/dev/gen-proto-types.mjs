// The `codegen` target of libs/contracts: TypeScript types for every service
// proto, generated with proto-loader-gen-types using the same loader options
// the services use at run time (libs/rpc). The output is committed and never
// edited by hand; libs/contracts/src/proto-types.spec.ts fails when it is stale.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = process.argv[2] ?? path.join(repo, 'libs/contracts/src/generated');
const protoRoot = path.join(repo, 'proto');

// Service protos only: grpc/health is the standard health service, encoded by libs/rpc.
const protos = readdirSync(protoRoot, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.proto') && !file.startsWith('grpc'))
  .sort();

rmSync(outDir, { recursive: true, force: true });
const bin = path.join(repo, 'node_modules/@grpc/proto-loader/build/bin/proto-loader-gen-types.js');
const result = spawnSync(
  process.execPath,
  [bin, ...protos, '--keepCase', '--longs=Number', '--enums=String', '--defaults', '--oneofs', '--grpcLib=@grpc/grpc-js', `--outDir=${outDir}`, '--includeDirs=proto'],
  { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`proto types: ${protos.length} protos -> ${path.relative(repo, outDir)}`);
