import { resolveWindow } from './calendar-window';

const iso = (ms: number) => new Date(ms).toISOString();

describe('calendar window', () => {
  it('starts today in the workspace timezone and ends 30 days later at the same wall time, across the spring change', () => {
    const w = resolveWindow(undefined, undefined, 'Europe/London', new Date('2026-03-10T12:00:00Z'), {});
    expect(iso(w.fromMs)).toBe('2026-03-10T00:00:00.000Z');
    // 9 April is in BST: midnight there is 23:00 UTC the day before.
    expect(iso(w.toMs)).toBe('2026-04-08T23:00:00.000Z');
    expect([w.fromDate, w.toDate]).toEqual(['2026-03-10', '2026-04-09']);
  });

  it('reads "today" in New York, not UTC, and keeps midnight across the autumn change', () => {
    const w = resolveWindow(undefined, undefined, 'America/New_York', new Date('2026-10-20T02:00:00Z'), {});
    expect(iso(w.fromMs)).toBe('2026-10-19T04:00:00.000Z');
    expect(iso(w.toMs)).toBe('2026-11-18T05:00:00.000Z');
  });

  it('reads dates as whole days in the zone and instants as given', () => {
    const w = resolveWindow({ kind: 'date', date: '2026-03-29' }, { kind: 'date', date: '2026-03-29' }, 'Europe/London', new Date(), {});
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T22:59:59.999Z']);
    const at = resolveWindow({ kind: 'instant', at: new Date('2026-03-01T10:00:00Z') }, undefined, 'UTC', new Date(), {});
    expect(iso(at.toMs)).toBe('2026-03-31T10:00:00.000Z');
  });

  it('refuses from after to with invalid_date_range', () => {
    expect(() => resolveWindow({ kind: 'date', date: '2026-03-02' }, { kind: 'date', date: '2026-03-01' }, 'UTC', new Date(), { from: '2026-03-02', to: '2026-03-01' })).toThrow(
      expect.objectContaining({ code: 'invalid_date_range' }),
    );
  });
});
