import { diffFields } from '../domain/diff';
import { applyProviderChange, renderProvider, type ProviderChange } from '../domain/providers';
import { recordAdminAction, requireWorkspace, type AdminActor, type WorkspaceDeps } from './workspace-deps';

/** An operator connects or disconnects a provider of a workspace; recorded, and told to the gateways. */
export class SetProviderStatus {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'providers' | 'auditLogs' | 'notifier' | 'newId' | 'clock'>) {}

  async execute(actor: AdminActor, change: ProviderChange): Promise<Record<string, unknown>> {
    const { providers } = this.deps;
    const workspace = await requireWorkspace(this.deps, change.workspace_id);
    const previous = await providers.get(workspace.id, change.category, change.name);
    const state = applyProviderChange({ ...change, workspace_id: workspace.id }, previous, this.deps.clock.now());
    await providers.save(state);
    await recordAdminAction(this.deps, actor, {
      workspaceId: workspace.id,
      action: 'update',
      resourceType: 'providers',
      resourceId: null,
      details: {
        category: state.category,
        name: state.name,
        diff: diffFields(previous ?? { connected: false, status: 'disconnected' }, state, ['connected', 'status']),
      },
    });
    this.deps.notifier.workspaceChanged(workspace.id);
    return { workspace_id: workspace.id, ...renderProvider(state) };
  }
}
