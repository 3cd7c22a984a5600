import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Signed per-call credentials between our processes. Each process has an
 * identity (the app's name) and an Ed25519 signing key; every process knows
 * the public keys of every identity. A caller sends a short-lived token naming
 * itself and the called method; the server verifies it before any handler
 * runs and then checks the caller against that service's policy. A token
 * sniffed on the wire is good for that one method, for at most a minute. Public keys
 * only on the verifying side: a compromised service cannot mint tokens for
 * another identity (e.g. the admin CLI).
 */
export const CALLER_TOKEN_KEY = 'wbk-caller-token';

/** Tokens live one minute; clients renew at half-life so none expires in flight. */
export const TOKEN_TTL_MS = 60_000;
/** Clock skew tolerated between pods. */
const CLOCK_LEEWAY_MS = 30_000;
const MAX_CACHED_TOKENS = 2_000;

export interface CallerClaims {
  /** The calling identity, e.g. 'gateway'. */
  iss: string;
  /** Key id of the signing key. */
  kid: string;
  /** The gRPC method called, as its full path, e.g. '/wbk.crm.v1.CrmService/GetContact'. */
  aud: string;
  /** Issued and expiry times, epoch milliseconds. */
  iat: number;
  exp: number;
}

export interface RpcIdentity {
  name: string;
  kid: string;
  privateKey: KeyObject;
}

export interface RpcAuth {
  identity: RpcIdentity;
  /** identity -> kid -> public key. */
  trusted: ReadonlyMap<string, ReadonlyMap<string, KeyObject>>;
  /** No configured keys: an in-memory key only this process knows, so it can call itself and nobody else can call it. */
  ephemeral: boolean;
}

export type VerifyResult = { ok: true; claims: CallerClaims } | { ok: false; reason: string };

const b64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

export function signCallerToken(identity: RpcIdentity, audience: string, now = Date.now()): string {
  const claims: CallerClaims = { iss: identity.name, kid: identity.kid, aud: audience, iat: now, exp: now + TOKEN_TTL_MS };
  const body = b64url(JSON.stringify(claims));
  return `${body}.${b64url(sign(null, Buffer.from(body), identity.privateKey))}`;
}

function parseClaims(body: string): CallerClaims | undefined {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<CallerClaims> | null;
    if (value === null || typeof value !== 'object') return undefined;
    const { iss, kid, aud, iat, exp } = value;
    if (typeof iss !== 'string' || typeof kid !== 'string' || typeof aud !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    return { iss, kid, aud, iat, exp };
  } catch {
    return undefined;
  }
}

/** Verifies a token for the given method path. Verified tokens are cached until they expire (a signature check per call costs). */
export class CallerTokenVerifier {
  private readonly cache = new Map<string, CallerClaims>();

  constructor(private readonly trusted: RpcAuth['trusted']) {}

  verify(token: unknown, audience: string, now = Date.now()): VerifyResult {
    if (typeof token !== 'string' || token === '') return { ok: false, reason: 'no caller credentials' };
    let claims = this.cache.get(token);
    if (claims === undefined) {
      const [body, signature, extra] = token.split('.');
      if (body === undefined || signature === undefined || extra !== undefined) return { ok: false, reason: 'malformed caller token' };
      const parsed = parseClaims(body);
      if (parsed === undefined) return { ok: false, reason: 'malformed caller token' };
      const key = this.trusted.get(parsed.iss)?.get(parsed.kid);
      if (key === undefined) return { ok: false, reason: `unknown signing key ${parsed.iss}/${parsed.kid}` };
      if (!verify(null, Buffer.from(body), key, Buffer.from(signature, 'base64url'))) return { ok: false, reason: 'bad caller token signature' };
      claims = parsed;
      if (this.cache.size >= MAX_CACHED_TOKENS) this.cache.clear();
      this.cache.set(token, claims);
    }
    if (claims.exp <= now) {
      this.cache.delete(token);
      return { ok: false, reason: 'caller token expired' };
    }
    if (claims.iat > now + CLOCK_LEEWAY_MS || claims.exp - claims.iat > TOKEN_TTL_MS) return { ok: false, reason: 'caller token lifetime is invalid' };
    if (claims.aud !== audience) return { ok: false, reason: `caller token is for ${claims.aud}, not ${audience}` };
    return { ok: true, claims };
  }
}

/** Client side: one token per called method, renewed at half-life. */
export class CallerTokenSigner {
  private readonly tokens = new Map<string, { token: string; renewAt: number }>();

  constructor(private readonly identity: RpcIdentity) {}

  tokenFor(audience: string, now = Date.now()): string {
    const cached = this.tokens.get(audience);
    if (cached !== undefined && cached.renewAt > now) return cached.token;
    const token = signCallerToken(this.identity, audience, now);
    this.tokens.set(audience, { token, renewAt: now + TOKEN_TTL_MS / 2 });
    return token;
  }
}

/** A new Ed25519 key pair, both halves as base64url DER (pkcs8 / spki): what the harness and `npm run keys` hand out. */
export function generateRpcKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
  };
}

export interface RpcAuthSettings {
  RPC_IDENTITY: string;
  /** `<kid>:<base64url pkcs8>` */
  RPC_SIGNING_KEY?: string | undefined;
  /** `<identity>:<kid>:<base64url spki>` entries, comma-separated. */
  RPC_TRUSTED_KEYS?: string | undefined;
}

/** Throws with the variable's name on a malformed value; config.ts has checked the shapes already. */
export function rpcAuthFromSettings(settings: RpcAuthSettings): RpcAuth {
  if (settings.RPC_SIGNING_KEY === undefined || settings.RPC_TRUSTED_KEYS === undefined) return ephemeralRpcAuth(settings.RPC_IDENTITY);
  const [kid, der] = splitOnce(settings.RPC_SIGNING_KEY, 'RPC_SIGNING_KEY');
  const privateKey = createPrivateKey({ key: Buffer.from(der, 'base64url'), format: 'der', type: 'pkcs8' });
  const trusted = new Map<string, Map<string, KeyObject>>();
  for (const entry of settings.RPC_TRUSTED_KEYS.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name, rest] = splitOnce(entry, 'RPC_TRUSTED_KEYS');
    const [entryKid, spki] = splitOnce(rest, 'RPC_TRUSTED_KEYS');
    const keys = trusted.get(name) ?? new Map<string, KeyObject>();
    keys.set(entryKid, createPublicKey({ key: Buffer.from(spki, 'base64url'), format: 'der', type: 'spki' }));
    trusted.set(name, keys);
  }
  return { identity: { name: settings.RPC_IDENTITY, kid, privateKey }, trusted, ephemeral: false };
}

export function ephemeralRpcAuth(name: string): RpcAuth {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const kid = `ephemeral-${randomBytes(6).toString('hex')}`;
  return { identity: { name, kid, privateKey }, trusted: new Map([[name, new Map([[kid, publicKey]])]]), ephemeral: true };
}

function splitOnce(value: string, variable: string): [string, string] {
  const at = value.indexOf(':');
  if (at <= 0 || at === value.length - 1) throw new Error(`config: ${variable}: expected <name>:<value> entries`);
  return [value.slice(0, at), value.slice(at + 1)];
}
