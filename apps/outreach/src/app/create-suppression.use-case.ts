import { normalizeSuppressed, type SuppressionType } from '@wbk/contracts';
import { newId, type Clock } from '@wbk/platform';
import type { SuppressionState } from '../domain/suppression';
import type { SuppressionRepository } from '../store/suppression.repository';

export interface SuppressionDeps {
  suppressions: SuppressionRepository;
  clock: Clock;
  newId?: () => string;
}

export interface CreateSuppressionCommand {
  workspaceId: string;
  type: SuppressionType;
  value: string;
}

/** POST /v1/suppressions: a manual entry, once per address; adding one that exists answers the existing entry (created false). */
export class CreateSuppression {
  private readonly makeId: () => string;

  constructor(private readonly deps: SuppressionDeps) {
    this.makeId = deps.newId ?? newId;
  }

  execute(command: CreateSuppressionCommand): Promise<{ suppression: SuppressionState; created: boolean }> {
    return this.deps.suppressions.addOnce(command.workspaceId, {
      id: this.makeId(),
      type: command.type,
      value: normalizeSuppressed(command.type, command.value),
      reason: 'manual',
      created_at: this.deps.clock.now().toISOString(),
    });
  }
}
