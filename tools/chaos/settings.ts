/** The campaign's knobs, read once from the environment (CHAOS_*). */
export interface ChaosSettings {
  /** Minutes of load with kills (CHAOS_MINUTES, default 10). */
  minutes: number;
  /** Seconds between two kills (CHAOS_KILL_EVERY_S, default 20). */
  killEverySeconds: number;
  /** Seconds a killed process stays down before its restart (CHAOS_DOWN_S, default 2). */
  downSeconds: number;
  /** Seconds with every process up before the checks run (CHAOS_SETTLE_S, default 60). */
  settleSeconds: number;
  /** Concurrent load loops (CHAOS_WORKERS, default 4: the machine has two cores). */
  workers: number;
  /** Workspaces the load is spread over (CHAOS_WORKSPACES, default 3). */
  workspaces: number;
  /** Seed of the random choices (CHAOS_SEED), printed so a run can be replayed. */
  seed: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  return value;
}

export function loadChaosSettings(env: NodeJS.ProcessEnv = process.env): ChaosSettings {
  return {
    minutes: positive(env, 'CHAOS_MINUTES', 10),
    killEverySeconds: positive(env, 'CHAOS_KILL_EVERY_S', 20),
    downSeconds: positive(env, 'CHAOS_DOWN_S', 2),
    settleSeconds: positive(env, 'CHAOS_SETTLE_S', 60),
    workers: Math.floor(positive(env, 'CHAOS_WORKERS', 4)),
    workspaces: Math.floor(positive(env, 'CHAOS_WORKSPACES', 3)),
    seed: Math.floor(positive(env, 'CHAOS_SEED', Date.now() % 2_147_483_647)),
  };
}
