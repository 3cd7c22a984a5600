import { validationError } from '@wbk/platform';
import { applyHealthReport, type HealthReport } from '../domain/providers';
import { requireWorkspace, type WorkspaceDeps } from './workspace-deps';

/** The provider categories mailbox sync connects to. */
export const SYNC_CATEGORIES: readonly string[] = ['email', 'calendar'];

export interface ProviderHealthReport extends HealthReport {
  workspaceId: string;
  category: string;
  name: string;
}

export interface ProviderHealthOutcome {
  applied: boolean;
  connected: boolean;
  status: string;
}

/**
 * Mailbox sync reports a connected mailbox's or calendar's health into its
 * provider status. Applied only while the provider is still connected with
 * that account: a report about a connection an operator has since changed is
 * answered with the current state, unapplied.
 */
export class ReportProviderHealth {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'providers' | 'notifier' | 'clock'>) {}

  async execute(report: ProviderHealthReport): Promise<ProviderHealthOutcome> {
    const { providers } = this.deps;
    const workspace = await requireWorkspace(this.deps, report.workspaceId);
    if (!SYNC_CATEGORIES.includes(report.category)) throw validationError([{ field: 'category', message: `must be one of ${SYNC_CATEGORIES.join(', ')}` }]);
    const previous = await providers.get(workspace.id, report.category, report.name);
    const next = applyHealthReport(
      previous,
      { account_id: report.account_id, status: report.status, error_message: report.error_message, last_sync_at: report.last_sync_at },
      this.deps.clock.now(),
    );
    if (next === null) return { applied: false, connected: previous?.connected ?? false, status: previous?.status ?? 'disconnected' };
    await providers.save(next);
    if (next.status !== previous?.status) this.deps.notifier.workspaceChanged(workspace.id);
    return { applied: true, connected: true, status: next.status };
  }
}
