import { callerPolicyOf, type CallerPolicy } from '@wbk/contracts';

/**
 * Which identities may call which of our gRPC services, as the service
 * manifests declare it (libs/contracts/src/services), keyed by fully qualified
 * service name. A service absent from the manifests cannot be served
 * (createRpcServer refuses to wire it), so a new service must say who calls
 * it. Health checks are open (probes and the gateway's readiness carry no
 * credentials and learn nothing but SERVING).
 */
/** Any caller names: specs serve test services to callers of their own. */
export type ServicePolicy = CallerPolicy<string>;

export const CALLER_POLICY: Readonly<Record<string, ServicePolicy>> = callerPolicyOf();

/** The identities allowed to call one method, or undefined when the service has no policy. */
export function allowedCallers(policy: ServicePolicy | undefined, method: string): readonly string[] | undefined {
  if (policy === undefined) return undefined;
  return policy.methods?.[method] ?? policy.callers;
}
