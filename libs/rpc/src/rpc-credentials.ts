import * as grpc from '@grpc/grpc-js';
import type { Logger } from '@wbk/platform';
import { allowedCallers, CALLER_POLICY, type ServicePolicy } from './caller-policy';
import { CALLER_TOKEN_KEY, CallerTokenVerifier, ephemeralRpcAuth, type RpcAuth } from './rpc-auth';

let installed: RpcAuth | undefined;

/**
 * The process's credentials, installed once by main.ts from its config; every
 * RPC server and client of the process uses them. A process that installs none
 * (unit tests, a service started by hand without keys) gets an in-memory key:
 * it can call itself, nobody else can call it, and it can call nobody.
 */
export function installRpcAuth(auth: RpcAuth, logger?: Logger): void {
  installed = auth;
  if (auth.ephemeral) logger?.warn({ identity: auth.identity.name }, 'no RPC keys configured: this process accepts calls from itself only');
}

export function currentRpcAuth(): RpcAuth {
  installed ??= ephemeralRpcAuth('local');
  return installed;
}

interface Refusal {
  code: grpc.status;
  details: string;
  metadata: grpc.Metadata;
}

/** Checks each call's token and caller before the handler runs. */
export class CallerGate {
  private readonly verifier: CallerTokenVerifier;

  constructor(
    private readonly auth: RpcAuth,
    private readonly logger: Logger,
    private readonly policies: Readonly<Record<string, ServicePolicy>> = CALLER_POLICY,
  ) {
    this.verifier = new CallerTokenVerifier(auth.trusted);
  }

  /** The identities allowed on a method; throws at wiring when the service declares no callers. */
  callersOf(serviceName: string, method: string): readonly string[] {
    if (this.auth.ephemeral) return [this.auth.identity.name];
    const callers = allowedCallers(this.policies[serviceName], method);
    if (callers === undefined) throw new Error(`${serviceName}: no caller policy (declare its callers in its service manifest, libs/contracts/src/services)`);
    return callers;
  }

  /** undefined when the call may proceed; the token must name this very method. */
  refusal(metadata: grpc.Metadata, path: string, callers: readonly string[]): Refusal | undefined {
    const result = this.verifier.verify(metadata.get(CALLER_TOKEN_KEY)[0], path);
    if (!result.ok) {
      this.logger.warn({ method: path, reason: result.reason }, 'rpc refused: caller not authenticated');
      return { code: grpc.status.UNAUTHENTICATED, details: `caller not authenticated: ${result.reason}`, metadata: new grpc.Metadata() };
    }
    if (!callers.includes(result.claims.iss)) {
      this.logger.warn({ method: path, caller: result.claims.iss }, 'rpc refused: caller not allowed on this method');
      return { code: grpc.status.PERMISSION_DENIED, details: `${result.claims.iss} may not call ${path}`, metadata: new grpc.Metadata() };
    }
    return undefined;
  }
}
