import type { MailboxList } from '@wbk/contracts';
import { newMailbox, toMailboxView } from '../domain/mailbox';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { MailboxRepository } from '../store/mailbox.repository';

export interface ListMailboxesDeps {
  mailboxes: Pick<MailboxRepository, 'list'>;
  workspace: Pick<WorkspaceSync, 'profile'>;
}

/**
 * GET /v1/email/mailboxes: every mailbox the workspace has connected, with
 * its sync state; one connected but never synced reads as new.
 */
export class ListMailboxes {
  constructor(private readonly deps: ListMailboxesDeps) {}

  async execute(workspaceId: string): Promise<MailboxList> {
    const profile = await this.deps.workspace.profile(workspaceId);
    const stored = await this.deps.mailboxes.list(workspaceId);
    return {
      mailboxes: profile.mailboxes.map((m) => {
        const state = stored.find((s) => s.provider === m.provider && s.account_id === m.account_id);
        return toMailboxView(state ?? newMailbox(workspaceId, m.provider, m.account_id));
      }),
    };
  }
}
