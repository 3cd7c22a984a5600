import { z } from 'zod';
import { SHUTDOWN_DEFAULTS, shutdownBudgetOf, shutdownSettings } from './shutdown-budget';

const schema = z.object(shutdownSettings());

describe('shutdown budget', () => {
  it('orders its defaults: gRPC grace < drain < process deadline < pod grace', () => {
    const budget = shutdownBudgetOf(schema.parse({}));
    expect(budget).toEqual({ grpcGraceMs: SHUTDOWN_DEFAULTS.grpcGraceMs, drainMs: SHUTDOWN_DEFAULTS.drainMs, deadlineMs: SHUTDOWN_DEFAULTS.deadlineMs });
    expect(budget.deadlineMs).toBeLessThan(SHUTDOWN_DEFAULTS.podGraceSeconds * 1000);
  });

  it('refuses settings that let the gRPC grace outlast the process deadline, naming them', () => {
    expect(() => shutdownBudgetOf(schema.parse({ SHUTDOWN_GRPC_GRACE_MS: '20000' }))).toThrow(/SHUTDOWN_GRPC_GRACE_MS \(20000\) < SHUTDOWN_DRAIN_MS/);
    expect(() => shutdownBudgetOf(schema.parse({ SHUTDOWN_DRAIN_MS: '15000' }))).toThrow(/out of order/);
  });
});
