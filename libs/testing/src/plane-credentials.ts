import { randomBytes, randomUUID } from 'node:crypto';
import { NATS_PERMISSIONS, isNatsIdentity, natsAuthorizationConfig, type NatsUser } from '@wbk/contracts';
import { generateRpcKeyPair } from '@wbk/rpc';

/** The user the harness itself (event taps, tests) connects as: every subject. */
export const HARNESS_NATS_USER = 'harness';
/** Identities that are not apps of the topology but call our services. */
const EXTRA_IDENTITIES = ['cli', 'webhook-worker'];

export interface PlaneCredentials {
  /** RPC_* and NATS_* settings of one identity (an app name, 'cli', ...). */
  envOf(identity: string): Record<string, string>;
  /** The nats-server `authorization` block. */
  natsAuthorization: string;
  harness: { user: string; password: string };
}

/**
 * Fresh credentials for one stack start: an Ed25519 key per identity (every
 * process trusts every public key; the caller policy decides who may call
 * what) and a NATS user with a random password per service. Nothing is
 * written but the files the stack keeps in its data dir.
 */
export function createPlaneCredentials(apps: readonly string[], options: { harnessUser?: boolean } = {}): PlaneCredentials {
  const identities = [...new Set([...apps, ...EXTRA_IDENTITIES])];
  const kid = `k${Date.now().toString(36)}`;
  const keys = new Map(identities.map((identity) => [identity, generateRpcKeyPair()]));
  const trusted = [...keys].map(([identity, pair]) => `${identity}:${kid}:${pair.publicKey}`).join(',');
  const passwords = new Map(identities.map((identity) => [identity, randomBytes(18).toString('base64url')]));
  const harness = { user: HARNESS_NATS_USER, password: randomUUID() };

  // The harness user sees every subject: test stacks only, never in generated deployment credentials.
  const users: NatsUser[] =
    options.harnessUser === false
      ? []
      : [{ user: harness.user, password: harness.password, permissions: { publish: { allow: ['>'] }, subscribe: { allow: ['>'] }, allowResponses: true } }];
  for (const identity of identities) {
    if (isNatsIdentity(identity)) users.push({ user: identity, password: passwords.get(identity)!, permissions: NATS_PERMISSIONS[identity] });
  }

  return {
    envOf(identity) {
      const pair = keys.get(identity);
      if (pair === undefined) throw new Error(`no credentials for ${identity}`);
      const env: Record<string, string> = { RPC_IDENTITY: identity, RPC_SIGNING_KEY: `${kid}:${pair.privateKey}`, RPC_TRUSTED_KEYS: trusted };
      if (isNatsIdentity(identity)) {
        env.NATS_USER = identity;
        env.NATS_PASSWORD = passwords.get(identity)!;
      }
      return env;
    },
    natsAuthorization: natsAuthorizationConfig(users),
    harness,
  };
}

/** The NATS URL with the harness's credentials in it, for taps and tests. */
export function withNatsCredentials(url: string, credentials: { user: string; password: string }): string {
  return url.replace('nats://', `nats://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@`);
}
