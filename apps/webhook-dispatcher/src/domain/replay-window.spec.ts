import { isAppError } from '@wbk/platform';
import { parseReplayWindow } from './replay-window';

const now = new Date('2026-03-31T00:00:00.000Z');
const DAY = 86_400_000;

function fields(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    if (isAppError(err)) return (err.details as { fields: unknown }).fields;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('parseReplayWindow', () => {
  it('accepts a window inside the retention', () => {
    expect(parseReplayWindow({ since: '2026-03-30T00:00:00Z', until: '2026-03-30T12:00:00+02:00' }, now, 30 * DAY)).toEqual({
      since: new Date('2026-03-30T00:00:00.000Z'),
      until: new Date('2026-03-30T10:00:00.000Z'),
    });
  });

  it('refuses since >= until, a window past the retention, bad timestamps and unknown fields', () => {
    expect(fields(() => parseReplayWindow({ since: '2026-03-30T00:00:00Z', until: '2026-03-30T00:00:00Z' }, now, DAY))).toEqual([{ field: 'since', message: 'must be before until' }]);
    expect(fields(() => parseReplayWindow({ since: '2026-03-01T00:00:00Z', until: '2026-03-30T00:00:00Z' }, now, 7 * DAY))).toEqual([
      { field: 'since', message: expect.stringContaining('2026-03-24T00:00:00.000Z') },
    ]);
    expect(fields(() => parseReplayWindow({ since: 'yesterday', until: '2026-03-30T00:00:00Z' }, now, DAY))).toEqual([{ field: 'since', message: 'must be an ISO 8601 timestamp' }]);
    expect(fields(() => parseReplayWindow({ since: '2026-03-30T00:00:00Z', until: '2026-03-30T01:00:00Z', all: true }, now, DAY))).toEqual([{ field: 'all', message: 'is not a known field' }]);
  });
});
