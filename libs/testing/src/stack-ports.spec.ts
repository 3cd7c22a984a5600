import { assignPorts, portsNeeded } from './stack-ports';
import { TOPOLOGY } from './topology';

const plan = TOPOLOGY.map((spec) => ({ name: spec.name, spec }));

describe('a stack\'s ports', () => {
  it('are dealt from one pick, NATS\'s included, so no two listeners share one', () => {
    const needed = portsNeeded(plan, {});
    const picked = Array.from({ length: needed }, (_, i) => 20_000 + i);
    const { ports, opsPorts, httpPorts, natsPort } = assignPorts(plan, picked, {});
    const all = [...ports, ...opsPorts, ...httpPorts.values(), natsPort];
    expect(all).toHaveLength(needed);
    expect(new Set(all).size).toBe(needed);
    expect(all.every((port) => port !== undefined)).toBe(true);
  });

  it('keep a fixed NATS port and gateway port as given, without picking one for NATS', () => {
    const needed = portsNeeded(plan, { natsPort: 4222 });
    expect(needed).toBe(portsNeeded(plan, {}) - 1);
    const picked = Array.from({ length: needed }, (_, i) => 20_000 + i);
    const { ports, natsPort } = assignPorts(plan, picked, { natsPort: 4222, port: 8080 });
    expect(natsPort).toBe(4222);
    expect(ports[plan.findIndex((entry) => entry.spec.kind === 'gateway')]).toBe(8080);
  });

  it('include nats-server\'s profiler when asked for, with the NATS port free or fixed', () => {
    for (const natsPort of [undefined, 4222]) {
      const options = { natsProfiler: true, ...(natsPort === undefined ? {} : { natsPort }) };
      const needed = portsNeeded(plan, options);
      expect(needed).toBe(portsNeeded(plan, natsPort === undefined ? {} : { natsPort }) + 1);
      const picked = Array.from({ length: needed }, (_, i) => 20_000 + i);
      const dealt = assignPorts(plan, picked, options);
      const all = [...dealt.ports, ...dealt.opsPorts, ...dealt.httpPorts.values(), dealt.natsPort, dealt.natsProfilerPort];
      expect(dealt.natsProfilerPort).toBeDefined();
      expect(new Set(all).size).toBe(all.length);
      expect(all.filter((port) => port !== 4222).every((port) => picked.includes(port!))).toBe(true);
    }
    expect(assignPorts(plan, Array.from({ length: portsNeeded(plan, {}) }, (_, i) => 20_000 + i), {}).natsProfilerPort).toBeUndefined();
  });
});

describe('a fixed gateway port', () => {
  it('is not also given to another listener when the pick chose it too', () => {
    const needed = portsNeeded(plan, {});
    const picked = Array.from({ length: needed }, (_, i) => 20_000 + i);
    const gateway = plan.findIndex((entry) => entry.spec.kind === 'gateway');
    const fixed = picked[needed - 2]!;
    const { ports, opsPorts, httpPorts, natsPort } = assignPorts(plan, picked, { port: fixed });
    const all = [...ports, ...opsPorts, ...httpPorts.values(), natsPort];
    expect(ports[gateway]).toBe(fixed);
    expect(new Set(all).size).toBe(needed);
  });
});
