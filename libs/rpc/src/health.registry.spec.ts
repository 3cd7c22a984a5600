import { HealthRegistry } from './health.registry';

describe('HealthRegistry', () => {
  it('reports the overall status as SERVING only while every service serves', () => {
    const health = new HealthRegistry();
    expect(health.statusOf('')).toBe('SERVING');
    health.register('a.A');
    health.register('b.B');
    health.set('b.B', false);
    expect(health.statusOf('')).toBe('NOT_SERVING');
    expect(health.statusOf('a.A')).toBe('SERVING');
    health.set('b.B', true);
    expect(health.statusOf('')).toBe('SERVING');
  });

  it("applies '' to every service, and knows nothing of unregistered names", () => {
    const health = new HealthRegistry();
    health.register('a.A');
    health.set('', false);
    expect(health.statusOf('a.A')).toBe('NOT_SERVING');
    expect(health.statusOf('z.Z')).toBeUndefined();
  });
});
