import { expandOccurrences, type StoredSeries } from './recurrence';

const window = { fromMs: Date.parse('2026-03-01T00:00:00Z'), toMs: Date.parse('2026-04-30T23:59:59Z'), fromDate: '2026-03-01', toDate: '2026-04-30' };

function series(overrides: Partial<StoredSeries>): StoredSeries {
  return {
    start: { date_time: '2026-03-23T09:00:00', date: null, time_zone: 'Europe/London' },
    end: { date_time: '2026-03-23T09:30:00', date: null, time_zone: 'Europe/London' },
    all_day: false,
    title: 'Stand-up',
    recurrence: { freq: 'DAILY', interval: 1, count: 10, until: null, by_day: null },
    exceptions: [],
    ...overrides,
  };
}

const starts = (event: StoredSeries, w = window) => expandOccurrences(event, w)!.map((o) => (o.all_day ? o.startDate : new Date(o.startMs).toISOString()));

describe('expandOccurrences', () => {
  it('keeps a London 09:00 daily meeting at 09:00 local across the spring change', () => {
    const got = starts(series({ recurrence: { freq: 'DAILY', interval: 1, count: 8, until: null, by_day: null } }));
    expect(got.slice(5, 8)).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z']);
    const first = expandOccurrences(series({}), window)![6]!;
    expect(first.all_day === false && first.endMs - first.startMs).toBe(30 * 60_000);
  });

  it('keeps a New York weekly meeting at its wall time across the autumn change, on the named weekdays, until a date', () => {
    const nyWindow = { fromMs: Date.parse('2026-10-01T00:00:00Z'), toMs: Date.parse('2026-11-30T00:00:00Z'), fromDate: '2026-10-01', toDate: '2026-11-30' };
    const got = starts(
      series({
        start: { date_time: '2026-10-26T14:00:00', date: null, time_zone: 'America/New_York' },
        end: { date_time: '2026-10-26T15:00:00', date: null, time_zone: 'America/New_York' },
        recurrence: { freq: 'WEEKLY', interval: 1, count: null, until: '2026-11-04', by_day: ['MO', 'WE'] },
      }),
      nyWindow,
    );
    expect(got).toEqual(['2026-10-26T18:00:00.000Z', '2026-10-28T18:00:00.000Z', '2026-11-02T19:00:00.000Z', '2026-11-04T19:00:00.000Z']);
  });

  it('applies moved and cancelled occurrences and counts from the first start', () => {
    const got = expandOccurrences(
      series({
        recurrence: { freq: 'DAILY', interval: 2, count: 4, until: null, by_day: null },
        exceptions: [
          { original_start: '2026-03-25T09:00:00', cancelled: true },
          { original_start: '2026-03-27T09:00:00', cancelled: false, start: { date_time: '2026-03-27T15:00:00', date: null, time_zone: 'Europe/London' }, title: 'Moved stand-up' },
        ],
      }),
      window,
    )!;
    expect(got.map((o) => [o.all_day ? o.startDate : new Date(o.startMs).toISOString(), o.title])).toEqual([
      ['2026-03-23T09:00:00.000Z', 'Stand-up'],
      ['2026-03-27T15:00:00.000Z', 'Moved stand-up'],
      ['2026-03-29T08:00:00.000Z', 'Stand-up'],
    ]);
    const moved = got[1]!;
    expect(moved.all_day === false && new Date(moved.endMs).toISOString()).toBe('2026-03-27T15:30:00.000Z');
  });

  it('keeps all-day events on their dates whatever the zone, and leaves out what lies outside the window', () => {
    const got = expandOccurrences(
      series({
        all_day: true,
        start: { date_time: null, date: '2026-04-29', time_zone: 'Pacific/Auckland' },
        end: { date_time: null, date: '2026-04-30', time_zone: 'Pacific/Auckland' },
        recurrence: { freq: 'DAILY', interval: 1, count: 5, until: null, by_day: null },
      }),
      window,
    )!;
    expect(got).toEqual([
      { key: '2026-04-29', all_day: true, startDate: '2026-04-29', endDate: '2026-04-30', time_zone: 'Pacific/Auckland', title: 'Stand-up' },
      { key: '2026-04-30', all_day: true, startDate: '2026-04-30', endDate: '2026-05-01', time_zone: 'Pacific/Auckland', title: 'Stand-up' },
    ]);
  });

  it('answers a single event once and refuses unreadable times', () => {
    expect(starts(series({ recurrence: null }))).toEqual(['2026-03-23T09:00:00.000Z']);
    expect(expandOccurrences(series({ start: { date_time: 'soon', date: null, time_zone: 'UTC' } }), window)).toBeNull();
  });
});
