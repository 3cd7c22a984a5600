import type { WorkspaceRpc } from '@wbk/contracts';
import type { Clock } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import type { ProviderConnectionState } from '../domain/channel-provider';

export interface WorkspaceProfile {
  providers: ProviderConnectionState[];
  timezone: string;
}

/** What outreach needs from the workspace service, cached per workspace. */
export interface WorkspaceProfiles {
  get(workspaceId: string): Promise<WorkspaceProfile>;
  /** Drops a workspace's entry (ctl.workspace.changed: a provider was connected or disconnected). */
  invalidate(workspaceId: string): void;
}

/**
 * GetOutreachProfile with a short cache: a send should not cost a call to
 * the workspace service, and a provider change reaches every replica at once
 * through ctl.workspace.changed (the TTL only bounds a missed notice).
 */
export class CachedWorkspaceProfiles implements WorkspaceProfiles {
  private readonly cache = new Map<string, { profile: WorkspaceProfile; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<WorkspaceProfile>>();
  /** Bumped by each invalidation: an answer requested before it is not cached. */
  private readonly generation = new Map<string, number>();

  constructor(
    private readonly client: Pick<TypedRpcClient<WorkspaceRpc>, 'call'>,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  async get(workspaceId: string): Promise<WorkspaceProfile> {
    const cached = this.cache.get(workspaceId);
    if (cached !== undefined && cached.expiresAt > this.clock.now().getTime()) return cached.profile;
    const pending = this.inFlight.get(workspaceId);
    if (pending !== undefined) return pending;
    const load = this.load(workspaceId).finally(() => {
      if (this.inFlight.get(workspaceId) === load) this.inFlight.delete(workspaceId);
    });
    this.inFlight.set(workspaceId, load);
    return load;
  }

  invalidate(workspaceId: string): void {
    this.cache.delete(workspaceId);
    this.inFlight.delete(workspaceId);
    this.generation.set(workspaceId, (this.generation.get(workspaceId) ?? 0) + 1);
  }

  private async load(workspaceId: string): Promise<WorkspaceProfile> {
    const startedAt = this.clock.now().getTime();
    const generation = this.generation.get(workspaceId) ?? 0;
    const reply = await this.client.call('GetOutreachProfile', { workspace_id: workspaceId }, { idempotent: true });
    const profile: WorkspaceProfile = { providers: reply.providers.map((p) => ({ name: p.name, connected: p.connected, status: p.status })), timezone: reply.timezone || 'UTC' };
    // An invalidation that arrived while this call was under way must not be undone by its (older) answer.
    if ((this.generation.get(workspaceId) ?? 0) === generation) this.cache.set(workspaceId, { profile, expiresAt: startedAt + this.ttlMs });
    return profile;
  }
}
