import { z } from 'zod';

const SIGNING_KEY = /^[A-Za-z0-9._-]+:[A-Za-z0-9_-]+$/;
const TRUSTED_KEYS = /^\s*[a-z0-9-]+:[A-Za-z0-9._-]+:[A-Za-z0-9_-]+\s*(,\s*[a-z0-9-]+:[A-Za-z0-9._-]+:[A-Za-z0-9_-]+\s*)*$/;

/**
 * The credentials of the internal planes, read by every app's config.ts:
 * this process's gRPC identity and signing key, every identity's public keys,
 * and its NATS user. `npm start` and the test stack generate them; in
 * production (NODE_ENV=production) each is required (see requirePlaneCredentials).
 */
export function planeSettings(identity: string) {
  return {
    NODE_ENV: z.string().optional(),
    RPC_IDENTITY: z.string().regex(/^[a-z0-9-]+$/, 'expected a lower-case app name').default(identity),
    /** `<kid>:<base64url pkcs8 Ed25519 key>` */
    RPC_SIGNING_KEY: z.string().regex(SIGNING_KEY, 'expected <kid>:<base64url pkcs8 key>').optional(),
    /** `<identity>:<kid>:<base64url spki key>`, comma-separated: every key this process accepts. */
    RPC_TRUSTED_KEYS: z.string().regex(TRUSTED_KEYS, 'expected <identity>:<kid>:<base64url spki key>, comma-separated').optional(),
    NATS_USER: z.string().min(1).optional(),
    NATS_PASSWORD: z.string().min(1).optional(),
  };
}

export interface PlaneSettings {
  NODE_ENV?: string | undefined;
  RPC_SIGNING_KEY?: string | undefined;
  RPC_TRUSTED_KEYS?: string | undefined;
  NATS_USER?: string | undefined;
  NATS_PASSWORD?: string | undefined;
}

/** A production process without its credentials stops at start-up, naming the missing variable. */
export function requirePlaneCredentials(settings: PlaneSettings, ctx: z.RefinementCtx): void {
  const required: Array<keyof PlaneSettings> = ['RPC_SIGNING_KEY', 'RPC_TRUSTED_KEYS', 'NATS_USER', 'NATS_PASSWORD'];
  for (const name of required) {
    if (settings.NODE_ENV === 'production' && settings[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when NODE_ENV=production (internal-plane credentials)' });
    }
  }
  if ((settings.RPC_SIGNING_KEY === undefined) !== (settings.RPC_TRUSTED_KEYS === undefined)) {
    ctx.addIssue({ code: 'custom', path: [settings.RPC_SIGNING_KEY === undefined ? 'RPC_SIGNING_KEY' : 'RPC_TRUSTED_KEYS'], message: 'set RPC_SIGNING_KEY and RPC_TRUSTED_KEYS together' });
  }
  if ((settings.NATS_USER === undefined) !== (settings.NATS_PASSWORD === undefined)) {
    ctx.addIssue({ code: 'custom', path: [settings.NATS_USER === undefined ? 'NATS_USER' : 'NATS_PASSWORD'], message: 'set NATS_USER and NATS_PASSWORD together' });
  }
}
