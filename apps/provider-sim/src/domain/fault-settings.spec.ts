import { FaultSettings } from './fault-settings';

describe('FaultSettings', () => {
  it('applies the defaults until a provider is changed, and null goes back to them', () => {
    const faults = new FaultSettings({ failRate: 0, ratePerSecond: 50 });
    expect(faults.change('chat_a', { fail_rate: 1 })).toEqual({ failRate: 1, ratePerSecond: 50 });
    expect(faults.change('chat_a', { rate_limit_per_second: 2 })).toEqual({ failRate: 1, ratePerSecond: 2 });
    expect(faults.of('chat_b')).toEqual({ failRate: 0, ratePerSecond: 50 });
    expect(faults.change('chat_a', { fail_rate: null })).toEqual({ failRate: 0, ratePerSecond: 2 });
  });

  it('fails draws below the rate: the lower half 503, the upper half 500', () => {
    const faults = new FaultSettings({ failRate: 0.5, ratePerSecond: 50 });
    expect(faults.failureOf('chat_c', 0.1)).toBe(503);
    expect(faults.failureOf('chat_c', 0.3)).toBe(500);
    expect(faults.failureOf('chat_c', 0.5)).toBeNull();
    expect(new FaultSettings({ failRate: 0, ratePerSecond: 1 }).failureOf('chat_c', 0)).toBeNull();
  });
});
