import { z } from 'zod';
import { SHUTDOWN_DEFAULTS, shutdownBudgetOf, shutdownSettings } from './shutdown-budget';

const schema = z.object(shutdownSettings());

describe('shutdown budget', () => {
  it('orders its defaults: endpoint delay + gRPC grace < drain < process deadline < pod grace', () => {
    const budget = shutdownBudgetOf(schema.parse({}));
    expect(budget).toEqual({
      endpointDelayMs: SHUTDOWN_DEFAULTS.endpointDelayMs,
      grpcGraceMs: SHUTDOWN_DEFAULTS.grpcGraceMs,
      drainMs: SHUTDOWN_DEFAULTS.drainMs,
      deadlineMs: SHUTDOWN_DEFAULTS.deadlineMs,
    });
    expect(budget.endpointDelayMs).toBeGreaterThan(0);
    expect(budget.endpointDelayMs + budget.grpcGraceMs).toBeLessThan(budget.drainMs);
    expect(budget.deadlineMs).toBeLessThan(SHUTDOWN_DEFAULTS.podGraceSeconds * 1000);
  });

  it('refuses an endpoint delay that would leave in-flight calls no time within the drain', () => {
    expect(() => shutdownBudgetOf(schema.parse({ SHUTDOWN_ENDPOINT_DELAY_MS: '8000' }))).toThrow(/SHUTDOWN_ENDPOINT_DELAY_MS \(8000\) \+ SHUTDOWN_GRPC_GRACE_MS \(5000\) < SHUTDOWN_DRAIN_MS/);
    expect(shutdownBudgetOf(schema.parse({ SHUTDOWN_ENDPOINT_DELAY_MS: '0' })).endpointDelayMs).toBe(0);
  });

  it('refuses settings that let the gRPC grace outlast the process deadline, naming them', () => {
    expect(() => shutdownBudgetOf(schema.parse({ SHUTDOWN_GRPC_GRACE_MS: '20000' }))).toThrow(/SHUTDOWN_GRPC_GRACE_MS \(20000\) < SHUTDOWN_DRAIN_MS/);
    expect(() => shutdownBudgetOf(schema.parse({ SHUTDOWN_DRAIN_MS: '15000' }))).toThrow(/out of order/);
  });
});
