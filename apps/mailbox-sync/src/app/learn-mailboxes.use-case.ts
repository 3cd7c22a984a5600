import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { MailboxRepository } from '../store/mailbox.repository';

export interface LearnMailboxesDeps {
  mailboxes: Pick<MailboxRepository, 'ensure'>;
  workspace: Pick<WorkspaceSync, 'invalidate' | 'profile'>;
}

/**
 * A workspace's connections changed (ctl.workspace.changed): its mailboxes
 * become known, so the sync schedule covers them from now on.
 */
export class LearnMailboxes {
  constructor(private readonly deps: LearnMailboxesDeps) {}

  async execute(workspaceId: string): Promise<void> {
    this.deps.workspace.invalidate(workspaceId);
    const profile = await this.deps.workspace.profile(workspaceId);
    for (const m of profile.mailboxes) await this.deps.mailboxes.ensure(workspaceId, m.provider, m.account_id);
  }
}
