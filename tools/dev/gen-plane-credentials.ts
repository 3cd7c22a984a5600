// Generates a fresh set of internal-plane credentials for Docker Compose or
// Kubernetes (npm start and the tests make their own at every start):
//   <out>/<identity>.env       RPC_* and NATS_* settings, one file per identity (compose env_file)
//   <out>/nats-auth.conf       the nats-server `authorization` block (users and subject permissions)
//   <out>/k8s-secrets.yaml     the same as Secrets: wbk-plane-<identity>, wbk-rpc-trusted-keys, wbk-nats-auth
// Usage: npm run planes:keys [-- <out>]   (default .planes/, which git ignores)
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPlaneCredentials, findRepoRoot, TOPOLOGY } from '../../libs/testing/src/index';

const out = resolve(process.argv[2] ?? join(findRepoRoot(), '.planes'));
mkdirSync(out, { recursive: true, mode: 0o700 });
const identities = [...TOPOLOGY.filter((app) => app.name !== 'provider-sim').map((app) => app.name), 'cli', 'webhook-worker'];
const credentials = createPlaneCredentials(identities, { harnessUser: false });

const write = (file: string, text: string): void => {
  writeFileSync(join(out, file), text, { mode: 0o600 });
  chmodSync(join(out, file), 0o600);
};
const secrets: string[] = [];
const quoted = (value: string): string => JSON.stringify(value);
for (const identity of identities) {
  const env = credentials.envOf(identity);
  write(`${identity}.env`, Object.entries(env).map(([name, value]) => `${name}=${value}`).join('\n') + '\n');
  const { RPC_TRUSTED_KEYS: _trusted, ...own } = env;
  secrets.push(
    `apiVersion: v1\nkind: Secret\nmetadata: { name: wbk-plane-${identity} }\nstringData:\n${Object.entries(own).map(([name, value]) => `  ${name}: ${quoted(value)}`).join('\n')}\n`,
  );
}
secrets.push(`apiVersion: v1\nkind: Secret\nmetadata: { name: wbk-rpc-trusted-keys }\nstringData:\n  RPC_TRUSTED_KEYS: ${quoted(credentials.envOf('cli').RPC_TRUSTED_KEYS!)}\n`);
secrets.push(`apiVersion: v1\nkind: Secret\nmetadata: { name: wbk-nats-auth }\nstringData:\n  auth.conf: ${quoted(credentials.natsAuthorization)}\n`);
write('nats-auth.conf', credentials.natsAuthorization);
write('k8s-secrets.yaml', secrets.join('---\n'));
console.log(`internal-plane credentials written to ${out}`);
