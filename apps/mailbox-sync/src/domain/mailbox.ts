import type { MailboxRecord, MailboxStatus, MailProvider } from '@wbk/contracts';

/** One connected mailbox as mailbox-sync keeps it: the cursor, health and the full sync under way. */
export interface MailboxState {
  workspace_id: string;
  provider: MailProvider;
  account_id: string;
  status: MailboxStatus;
  cursor: string | null;
  cursor_updated_at: string | null;
  message_count: number;
  last_sync_at: string | null;
  last_full_sync_at: string | null;
  last_error: string | null;
  /** The job holding the mailbox; a full sync there refuses other syncs (409 sync_in_progress). */
  running_job_id: string | null;
  running_full: boolean;
  lock_until: string | null;
}

export function cursorKind(provider: MailProvider): 'history_id' | 'delta_token' {
  return provider === 'mail_provider_a' ? 'history_id' : 'delta_token';
}

export function newMailbox(workspaceId: string, provider: MailProvider, accountId: string): MailboxState {
  return {
    workspace_id: workspaceId,
    provider,
    account_id: accountId,
    status: 'healthy',
    cursor: null,
    cursor_updated_at: null,
    message_count: 0,
    last_sync_at: null,
    last_full_sync_at: null,
    last_error: null,
    running_job_id: null,
    running_full: false,
    lock_until: null,
  };
}

export function toMailboxView(state: MailboxState): MailboxRecord {
  return {
    provider: state.provider,
    account_id: state.account_id,
    status: state.status,
    cursor: { kind: cursorKind(state.provider), present: state.cursor !== null, updated_at: state.cursor_updated_at },
    message_count: state.message_count,
    last_sync_at: state.last_sync_at,
    last_full_sync_at: state.last_full_sync_at,
    last_error: state.last_error,
    running_job_id: state.running_job_id,
  };
}
