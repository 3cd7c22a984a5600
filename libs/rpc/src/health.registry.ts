import * as grpc from '@grpc/grpc-js';
import type { HealthCheckRequest, HealthCheckResponse, ServingStatus } from './health.codec';

/**
 * Serving status per registered service, answered through grpc.health.v1 Check.
 * The overall status ('') is SERVING only while every registered service is,
 * so a Kubernetes probe without a service name sees a draining process as not ready.
 */
export class HealthRegistry {
  private readonly serving = new Map<string, boolean>();

  register(serviceName: string): void {
    this.serving.set(serviceName, true);
  }

  /** '' applies to every registered service (used when draining the whole process). */
  set(serviceName: string, serving: boolean): void {
    if (serviceName === '') {
      for (const name of this.serving.keys()) this.serving.set(name, serving);
      return;
    }
    if (!this.serving.has(serviceName)) {
      throw new Error(`setServing: ${serviceName} is not registered on this server; registered: ${[...this.serving.keys()].join(', ') || 'none'}`);
    }
    this.serving.set(serviceName, serving);
  }

  statusOf(serviceName: string): ServingStatus | undefined {
    if (serviceName === '') {
      for (const serving of this.serving.values()) if (!serving) return 'NOT_SERVING';
      return 'SERVING';
    }
    const serving = this.serving.get(serviceName);
    if (serving === undefined) return undefined;
    return serving ? 'SERVING' : 'NOT_SERVING';
  }

  readonly check: grpc.handleUnaryCall<HealthCheckRequest, HealthCheckResponse> = (call, callback) => {
    const status = this.statusOf(call.request.service);
    if (status === undefined) {
      // The health protocol asks for NOT_FOUND on an unknown service name.
      callback({ code: grpc.status.NOT_FOUND, details: `unknown service ${call.request.service}` });
      return;
    }
    callback(null, { status });
  };
}
