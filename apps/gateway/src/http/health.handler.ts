import type { Request, Response } from 'express';
import type { IpWindowLimiter } from '../domain/ip-window.limiter';
import type { ServingState, UpstreamName } from '../upstreams/upstream.port';
import { clientIp, sendJson, setRateHeaders } from './gateway-state';

export interface HealthReport {
  upstreams: Record<UpstreamName, ServingState>;
  nats: 'connected' | 'disconnected';
}

const CACHE_MS = 500;

/**
 * GET /healthz, without auth: 200 only when every upstream answers SERVING and
 * NATS is connected, 503 `draining` once the gateway is shutting down. The probe result is shared for 500 ms so a storm of
 * probes does not fan out to the services. Probes do not spend the per-IP
 * unauthenticated window (an orchestrator polls from one address), they only
 * show it.
 */
export function healthHandler(probe: () => Promise<HealthReport>, ipLimiter: IpWindowLimiter, draining: () => boolean = () => false) {
  let cached: { at: number; report: Promise<HealthReport> } | undefined;
  return async (req: Request, res: Response): Promise<void> => {
    if (draining()) {
      // Shutting down: the load balancer must stop sending new requests here while those in flight finish.
      setRateHeaders(res, ipLimiter.peek(clientIp(req)));
      sendJson(res, 503, JSON.stringify({ data: { status: 'draining' } }));
      return;
    }
    const now = Date.now();
    if (cached === undefined || now - cached.at >= CACHE_MS) cached = { at: now, report: probe() };
    const report = await cached.report;
    const healthy = report.nats === 'connected' && Object.values(report.upstreams).every((s) => s === 'SERVING');
    setRateHeaders(res, ipLimiter.peek(clientIp(req)));
    sendJson(res, healthy ? 200 : 503, JSON.stringify({ data: { status: healthy ? 'ok' : 'degraded', upstreams: report.upstreams, nats: report.nats } }));
  };
}
