// The sender's connections, per endpoint (URL origin) and, within it, per checked address (a
// lane), so a connection only ever reuses a socket to the address its send was checked for.
// Lanes unused for a while are destroyed, so thousands of endpoints (or rotating DNS answers)
// do not pin Clients and TLS sessions.
import { Connection, type ConnectionSettings, type TlsSessionSlot } from './pinned-connection';
import type { Target } from './send-target';

/** Connections of one origin to one checked address: a lane never connects anywhere else. */
export interface Lane extends TlsSessionSlot {
  connections: Connection[];
  lastUsedAt: number;
}

export interface Endpoint {
  /** Sends of this origin not settled yet; the sender caps it per endpoint. */
  inFlight: number;
  lastUsedAt: number;
  lanes: Map<string, Lane>;
}

const SWEEP_INTERVAL_MS = 60_000;
export const IDLE_EVICT_MS = 5 * 60_000;

export class EndpointPool {
  private readonly endpoints = new Map<string, Endpoint>();
  private lastSweepAt = Date.now();

  constructor(private readonly settings: ConnectionSettings) {}

  endpointFor(origin: string, now: number): Endpoint {
    let endpoint = this.endpoints.get(origin);
    if (endpoint === undefined) {
      endpoint = { inFlight: 0, lastUsedAt: now, lanes: new Map() };
      this.endpoints.set(origin, endpoint);
    }
    return endpoint;
  }

  /** A free connection of the lane, one with an open socket first; a new one if all are busy. */
  lease(endpoint: Endpoint, target: Target, address: string): Connection {
    let lane = endpoint.lanes.get(address);
    if (lane === undefined) {
      lane = { connections: [], lastUsedAt: 0, session: undefined };
      endpoint.lanes.set(address, lane);
    }
    lane.lastUsedAt = Date.now();
    let spare: Connection | undefined;
    for (const connection of lane.connections) {
      if (connection.owner !== null) continue;
      if (connection.open) return connection;
      spare ??= connection;
    }
    if (spare !== undefined) return spare;
    const created = new Connection(target.origin, target, address, lane, this.settings);
    lane.connections.push(created);
    return created;
  }

  /** Destroys lanes idle for IDLE_EVICT_MS and forgets idle endpoints; at most once a minute, so cheap to call per send. */
  sweep(now: number): void {
    if (now - this.lastSweepAt < SWEEP_INTERVAL_MS) return;
    this.lastSweepAt = now;
    for (const [origin, endpoint] of this.endpoints) {
      for (const [address, lane] of endpoint.lanes) {
        if (now - lane.lastUsedAt > IDLE_EVICT_MS && lane.connections.every((connection) => connection.owner === null)) {
          lane.connections.forEach((connection) => connection.destroy());
          endpoint.lanes.delete(address);
        }
      }
      if (endpoint.inFlight === 0 && endpoint.lanes.size === 0 && now - endpoint.lastUsedAt > IDLE_EVICT_MS) this.endpoints.delete(origin);
    }
  }

  /** Destroys every connection; sends they hold fail with their Client's destruction. */
  destroy(): void {
    for (const endpoint of this.endpoints.values()) {
      for (const lane of endpoint.lanes.values()) lane.connections.forEach((connection) => connection.destroy());
    }
    this.endpoints.clear();
  }
}
