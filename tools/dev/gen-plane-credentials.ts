// Generates a fresh set of internal-plane credentials for Docker Compose or
// Kubernetes (npm start and the tests make their own at every start); the files
// are listed at planeCredentialFiles (libs/testing/src/deploy/plane-files.ts).
// Usage: npm run planes:keys [-- <out>]   (default .planes/, which git ignores)
// MONGO_HOSTS: MongoDB's host:port list as the cluster's pods reach it (default mongodb:27017).
// MONGO_REPLICA_SET: its replica set's name (default rs0; empty for none, e.g. behind a mongos).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MONGO_REPLICA_SET, findRepoRoot, planeCredentialFiles } from '../../libs/testing/src/index';

const out = resolve(process.argv[2] ?? join(findRepoRoot(), '.planes'));
mkdirSync(out, { recursive: true, mode: 0o700 });
for (const [file, text] of planeCredentialFiles({
  k8sMongoHosts: process.env['MONGO_HOSTS'] ?? 'mongodb:27017',
  k8sMongoReplicaSet: process.env['MONGO_REPLICA_SET'] ?? MONGO_REPLICA_SET,
})) {
  writeFileSync(join(out, file), text, { mode: 0o600 });
  // A file left by an earlier run keeps its mode through writeFileSync.
  chmodSync(join(out, file), 0o600);
}
console.log(`internal-plane credentials written to ${out}`);
