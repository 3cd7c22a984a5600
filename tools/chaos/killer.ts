import type { Stack } from '@wbk/testing';
import type { Ledger } from './ledger';

export const NATS = 'nats-server';
/**
 * provider-sim stands in for third-party providers (their records of sends are
 * what the checks read), so it is not one of our processes to crash.
 */
const SPARED = new Set(['provider-sim']);

export function victims(stack: Stack): string[] {
  return [...stack.apps.filter((app) => !SPARED.has(app)), NATS];
}

/** SIGKILLs one random process, leaves it down `downMs`, and restarts it on the same port and data. */
export async function killAndRestart(stack: Stack, victim: string, downMs: number, ledger: Ledger): Promise<void> {
  ledger.killed(victim);
  if (victim === NATS) await stack.stopNats('SIGKILL');
  else await stack.kill(victim, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, downMs));
  if (victim === NATS) await stack.startNats();
  else await stack.restart(victim);
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
