import type { AppSpec } from './topology';

export interface PlannedApp {
  name: string;
  spec: AppSpec;
}

/** How many free ports a stack asks for: each app's own and ops port, the second HTTP listeners, NATS's unless it is fixed, and its profiler's when asked for. */
export function portsNeeded(plan: readonly PlannedApp[], options: { natsPort?: number; natsProfiler?: boolean }): number {
  const listeners = plan.filter((entry) => entry.spec.httpListener === true).length;
  return plan.length * 2 + listeners + (options.natsPort === undefined ? 1 : 0) + (options.natsProfiler ? 1 : 0);
}

/**
 * Deals out the ports picked in one freePorts call. NATS's port is among them:
 * picked on its own after the others were released, it could be one of theirs,
 * and the app given the same port then failed to bind it once NATS had.
 */
export function assignPorts(
  plan: readonly PlannedApp[],
  pickedPorts: readonly number[],
  options: { port?: number; natsPort?: number; natsProfiler?: boolean },
): { ports: number[]; opsPorts: number[]; httpPorts: Map<string, number>; natsPort: number; natsProfilerPort: number | undefined } {
  const firstGateway = plan.findIndex((entry) => entry.spec.kind === 'gateway');
  const picked = [...pickedPorts];
  if (options.port !== undefined && firstGateway >= 0) {
    // A fixed gateway port the pick also chose (the caller had released it) goes to the gateway alone; the other listener takes the gateway's pick.
    const clash = picked.indexOf(options.port);
    if (clash !== -1 && clash !== firstGateway) picked[clash] = picked[firstGateway]!;
    picked[firstGateway] = options.port;
  }
  const listeners = plan.filter((entry) => entry.spec.httpListener === true);
  const ports = picked.slice(0, plan.length);
  const opsPorts = picked.slice(plan.length, plan.length * 2);
  // The second (HTTP) listener of apps that have one, e.g. outreach's inbound reports.
  const httpPorts = new Map(listeners.map((entry, i) => [entry.name, picked[plan.length * 2 + i]!]));
  const afterListeners = plan.length * 2 + listeners.length;
  const natsPort = options.natsPort ?? picked[afterListeners]!;
  const natsProfilerPort = options.natsProfiler ? picked[afterListeners + (options.natsPort === undefined ? 1 : 0)]! : undefined;
  return { ports, opsPorts, httpPorts, natsPort, natsProfilerPort };
}
