import type { StoredLedgerEntry } from '../domain/credits';
import { contextWorkspace, type WorkspaceDeps } from './workspace-deps';

/** GET /v1/credits/ledger: the workspace's charges and adjustments, newest first. */
export class ListCreditLedger {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'credits'>) {}

  async execute(workspaceId: string, page: { skip: number; limit: number }): Promise<{ entries: StoredLedgerEntry[]; total: number }> {
    const workspace = await contextWorkspace(this.deps, workspaceId);
    return this.deps.credits.list(workspace.id, page.skip, page.limit);
  }
}
