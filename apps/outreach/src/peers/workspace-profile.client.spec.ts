import { ManualClock } from '@wbk/testing';
import { CachedWorkspaceProfiles } from './workspace-profile.client';

const WS = '11111111-1111-4111-8111-111111111111';

function setup() {
  const clock = new ManualClock('2026-03-02T10:00:00.000Z');
  let calls = 0;
  let connected = false;
  let release: (() => void) | null = null;
  let hold = false;
  const client = {
    call: async () => {
      calls += 1;
      const answer = { providers: [{ category: 'channels', name: 'chat_a', connected, status: connected ? 'healthy' : 'disconnected' }], timezone: 'Europe/London' };
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    },
  };
  // The typed client's overloads are not needed here: one method, one answer.
  const profiles = new CachedWorkspaceProfiles(client as never, clock, 30_000);
  return {
    profiles,
    clock,
    calls: () => calls,
    connect: () => void (connected = true),
    hold: () => void (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

describe('CachedWorkspaceProfiles', () => {
  it('asks once per TTL and again after it', async () => {
    const t = setup();
    await t.profiles.get(WS);
    await t.profiles.get(WS);
    expect(t.calls()).toBe(1);
    t.clock.advance(30_001);
    await t.profiles.get(WS);
    expect(t.calls()).toBe(2);
  });

  it('forgets a workspace on invalidation, also when the invalidation arrives during a lookup', async () => {
    const t = setup();
    expect((await t.profiles.get(WS)).providers[0]!.connected).toBe(false);
    t.connect();
    t.profiles.invalidate(WS);
    expect((await t.profiles.get(WS)).providers[0]!.connected).toBe(true);
    t.hold();
    const pending = t.profiles.get(WS);
    t.clock.advance(30_001);
    const racing = t.profiles.get(WS);
    t.profiles.invalidate(WS);
    t.release();
    await Promise.all([pending, racing]);
    const before = t.calls();
    await t.profiles.get(WS);
    expect(t.calls()).toBe(before + 1);
  });
});
