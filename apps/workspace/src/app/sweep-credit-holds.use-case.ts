import { isHoldExpired } from '../domain/credits';
import type { WorkspaceDeps } from './workspace-deps';

/** Workspaces with open holds looked at per sweep. */
const SWEEP_BATCH = 100;

/**
 * One sweep of the credit holds: releases expired holds, so a crashed caller
 * never keeps credits, and finishes captures interrupted by a crash (their
 * ledger entry). Answers how many holds it settled.
 */
export class SweepCreditHolds {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'credits' | 'clock'>) {}

  async execute(batch = SWEEP_BATCH): Promise<number> {
    const { credits } = this.deps;
    const now = this.deps.clock.now();
    let settled = 0;
    for (const workspace of await credits.workspacesWithHolds(batch)) {
      for (const [id, hold] of Object.entries(workspace.holds)) {
        if (hold.state === 'captured') {
          await credits.finishCapture(workspace.id, id, hold, workspace.balance, now);
          settled++;
        } else if (isHoldExpired(hold, now) && (await credits.release(workspace.id, id)) !== null) {
          settled++;
        }
      }
    }
    return settled;
  }
}
