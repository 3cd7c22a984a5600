import { randomBytes } from 'node:crypto';
import { IDENTITY_MANIFESTS } from '@wbk/contracts';
import { createPlaneCredentials } from '../plane-credentials';
import { COMPOSE_MONGO_HOSTS, MONGO_REPLICA_SET, createMongoUsers, mongoUrlOf, mongoUsersScript } from './mongo-users';

/** Every identity a deployment holds credentials for: one per manifest (the services, the gateway, the CLI and the webhook workers). */
export const DEPLOYED_IDENTITIES: string[] = IDENTITY_MANIFESTS.map((manifest) => manifest.name);

export interface PlaneFileOptions {
  /** host:port list of MongoDB as the cluster's pods reach it (the k8s Secrets' MONGO_URL). */
  k8sMongoHosts: string;
  /** The replica set's name in the k8s Secrets' MONGO_URL (empty: none, e.g. behind a mongos). */
  k8sMongoReplicaSet: string;
}

const quoted = (value: string): string => JSON.stringify(value);
const secret = (name: string, data: Record<string, string>): string =>
  `apiVersion: v1\nkind: Secret\nmetadata: { name: ${name} }\nstringData:\n${Object.entries(data).map(([key, value]) => `  ${key}: ${quoted(value)}`).join('\n')}\n`;

/**
 * A fresh set of internal-plane credentials for Docker Compose and Kubernetes,
 * as file name -> content:
 *   <identity>.env      RPC_*, NATS_* and (services with a database) MONGO_URL: compose env_file
 *   nats-auth.conf      the nats-server `authorization` block (users and subject permissions)
 *   mongo-root.env      the MongoDB administrator compose's mongo starts with
 *   mongo-users.js      creates (or re-keys) one MongoDB user per service, readWrite on its own database only
 *   k8s-secrets.yaml    wbk-plane-<identity>, wbk-mongo-<service>, wbk-rpc-trusted-keys, wbk-nats-auth, wbk-mongo-users
 */
export function planeCredentialFiles(options: PlaneFileOptions): Map<string, string> {
  const credentials = createPlaneCredentials(DEPLOYED_IDENTITIES, { harnessUser: false });
  const mongoUsers = createMongoUsers();
  const files = new Map<string, string>();
  const secrets: string[] = [];
  for (const identity of DEPLOYED_IDENTITIES) {
    const env = credentials.envOf(identity);
    const mongo = mongoUsers.find((u) => u.service === identity);
    const composeEnv = mongo === undefined ? env : { ...env, MONGO_URL: mongoUrlOf(mongo, COMPOSE_MONGO_HOSTS, MONGO_REPLICA_SET) };
    files.set(`${identity}.env`, Object.entries(composeEnv).map(([name, value]) => `${name}=${value}`).join('\n') + '\n');
    const { RPC_TRUSTED_KEYS: _trusted, ...own } = env;
    secrets.push(secret(`wbk-plane-${identity}`, own));
    if (mongo !== undefined) secrets.push(secret(`wbk-mongo-${identity}`, { MONGO_URL: mongoUrlOf(mongo, options.k8sMongoHosts, options.k8sMongoReplicaSet) }));
  }
  const usersScript = mongoUsersScript(mongoUsers);
  secrets.push(secret('wbk-rpc-trusted-keys', { RPC_TRUSTED_KEYS: credentials.envOf('cli').RPC_TRUSTED_KEYS! }));
  secrets.push(secret('wbk-nats-auth', { 'auth.conf': credentials.natsAuthorization }));
  secrets.push(secret('wbk-mongo-users', { 'mongo-users.js': usersScript }));
  files.set('nats-auth.conf', credentials.natsAuthorization);
  files.set('mongo-root.env', `MONGO_INITDB_ROOT_USERNAME=wbk-admin\nMONGO_INITDB_ROOT_PASSWORD=${randomBytes(24).toString('base64url')}\n`);
  files.set('mongo-users.js', usersScript);
  files.set('k8s-secrets.yaml', secrets.join('---\n'));
  return files;
}
