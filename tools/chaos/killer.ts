import type { Stack } from '@wbk/testing';
import type { Ledger } from './ledger';

export const NATS = 'nats-server';
/**
 * provider-sim stands in for third-party providers (their records of sends are
 * what the checks read), so it is not one of our processes to crash.
 */
const SPARED = new Set(['provider-sim']);
const RESTART_ATTEMPTS = 3;

export function victims(stack: Stack): string[] {
  return [...stack.apps.filter((app) => !SPARED.has(app)), NATS];
}

/** SIGKILLs one random process, leaves it down `downMs`, and restarts it on the same port and data. */
export async function killAndRestart(stack: Stack, victim: string, downMs: number, ledger: Ledger): Promise<void> {
  ledger.killed(victim);
  if (victim === NATS) await stack.stopNats('SIGKILL');
  else await stack.kill(victim, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, downMs));
  // A restart can fail while a peer it needs at startup is itself coming back: try again before giving up on the campaign.
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (victim === NATS) await stack.startNats();
      else await stack.restart(victim);
      return;
    } catch (err) {
      if (attempt === RESTART_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** Kills every `everyMs` until `until`; a restart that fails stops the campaign (the stack is then broken). */
export async function runKiller(stack: Stack, ledger: Ledger, options: { everyMs: number; downMs: number; until: number; random: () => number; log: (line: string) => void }): Promise<void> {
  const pool = victims(stack);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    if (Date.now() >= options.until) return;
    const victim = pool[Math.floor(options.random() * pool.length)]!;
    options.log(`kill -9 ${victim}`);
    await killAndRestart(stack, victim, options.downMs, ledger);
  }
}
