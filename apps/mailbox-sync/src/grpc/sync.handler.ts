import { EMAIL_SYNC_PAGE_LIMITS, emailSyncBody, emailSyncJobListQuery, emailSyncJobParams, pageOf, parseBody, parseQuery, type MailboxList } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { decodeApiRequest, pageReply, parseBodyJson, rejectUnknownQuery, reply, type ApiReply, type AuditInfo } from '@wbk/rpc';
import { newMailbox, toMailboxView } from '../domain/mailbox';
import { toJobView } from '../domain/sync-job';
import type { WorkspaceSync } from '../peers/workspace-sync.client';
import type { MailboxRepository } from '../store/mailbox.repository';
import type { SyncJobRepository } from '../store/sync-job.repository';
import type { StartSync } from '../app/start-sync.use-case';

export interface SyncHandlerDeps {
  startSync: StartSync;
  jobs: SyncJobRepository;
  mailboxes: MailboxRepository;
  workspace: WorkspaceSync;
}

type Handler = (request: unknown) => Promise<ApiReply>;

function audit(action: AuditInfo['action'], resourceType: string, resourceId: string): AuditInfo {
  return { action, resource_type: resourceType, resource_id: resourceId, diff_json: '' };
}

function jobNotFound(): AppError {
  return new AppError('not_found', 'Sync job not found');
}

/** POST /v1/email/sync, GET /v1/email/sync(/{job_id}) and GET /v1/email/mailboxes. */
export function createSyncHandlers(deps: SyncHandlerDeps): Record<'StartEmailSync' | 'ListEmailSyncJobs' | 'GetEmailSyncJob' | 'ListMailboxes', Handler> {
  return {
    async StartEmailSync(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const body = parseBody(emailSyncBody, parseBodyJson(call.bodyJson) ?? {});
      const job = await deps.startSync.execute({ workspaceId: call.workspaceId, mode: body.mode ?? 'incremental', provider: body.provider ?? null, idempotencyKey: call.idempotencyKey ?? null });
      return reply(toJobView(job), { audit: audit('create', 'email_sync', job.id) });
    },

    async ListEmailSyncJobs(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(emailSyncJobListQuery, call.query);
      const page = pageOf(query, EMAIL_SYNC_PAGE_LIMITS);
      const { items, total } = await deps.jobs.list(call.workspaceId, query.status, page.skip, page.perPage);
      return pageReply(items.map(toJobView), page, total, { audit: audit('api_access', 'email_sync', '') });
    },

    async GetEmailSyncJob(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const params = emailSyncJobParams.safeParse({ job_id: call.path['job_id'] });
      if (!params.success) throw jobNotFound();
      const job = await deps.jobs.get(call.workspaceId, params.data.job_id.toLowerCase());
      if (job === null) throw jobNotFound();
      return reply(toJobView(job), { audit: audit('api_access', 'email_sync', job.id) });
    },

    async ListMailboxes(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const profile = await deps.workspace.profile(call.workspaceId);
      const stored = await deps.mailboxes.list(call.workspaceId);
      const data: MailboxList = {
        mailboxes: profile.mailboxes.map((m) => {
          const state = stored.find((s) => s.provider === m.provider && s.account_id === m.account_id);
          return toMailboxView(state ?? newMailbox(call.workspaceId, m.provider, m.account_id));
        }),
      };
      return reply(data, { audit: audit('api_access', 'mailboxes', '') });
    },
  };
}
