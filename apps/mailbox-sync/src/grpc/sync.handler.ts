import { EMAIL_SYNC_PAGE_LIMITS, emailSyncBody, emailSyncJobListQuery, emailSyncJobParams, pageOf, parseBody, parseQuery } from '@wbk/contracts';
import { auditFor, decodeApiRequest, pageReply, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';
import { GetSyncJob, syncJobNotFound } from '../app/get-sync-job.use-case';
import { ListMailboxes, type ListMailboxesDeps } from '../app/list-mailboxes.use-case';
import { ListSyncJobs } from '../app/list-sync-jobs.use-case';
import type { StartSync } from '../app/start-sync.use-case';
import { toJobView } from '../domain/sync-job';
import type { SyncJobRepository } from '../store/sync-job.repository';

export interface SyncHandlerDeps extends ListMailboxesDeps {
  startSync: Pick<StartSync, 'execute'>;
  jobs: Pick<SyncJobRepository, 'list' | 'get'>;
}

type Handler = (request: unknown) => Promise<ApiReply>;

const syncAudit = auditFor('email_sync');
const mailboxesAudit = auditFor('mailboxes');

/** POST /v1/email/sync, GET /v1/email/sync(/{job_id}) and GET /v1/email/mailboxes. */
export function createSyncHandlers(deps: SyncHandlerDeps): Record<'StartEmailSync' | 'ListEmailSyncJobs' | 'GetEmailSyncJob' | 'ListMailboxes', Handler> {
  const listSyncJobs = new ListSyncJobs(deps);
  const getSyncJob = new GetSyncJob(deps);
  const listMailboxes = new ListMailboxes(deps);

  return {
    async StartEmailSync(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const body = parseBody(emailSyncBody, parseBodyJson(call.bodyJson) ?? {});
      const job = await deps.startSync.execute({ workspaceId: call.workspaceId, mode: body.mode ?? 'incremental', provider: body.provider ?? null, idempotencyKey: call.idempotencyKey ?? null });
      return reply(toJobView(job), { audit: syncAudit('create', job.id) });
    },

    async ListEmailSyncJobs(request) {
      const call = decodeApiRequest(request);
      const query = parseQuery(emailSyncJobListQuery, call.query);
      const page = pageOf(query, EMAIL_SYNC_PAGE_LIMITS);
      const { items, total } = await listSyncJobs.execute(call.workspaceId, query.status, page);
      return pageReply(items, page, total, { audit: syncAudit('api_access', '') });
    },

    async GetEmailSyncJob(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const params = emailSyncJobParams.safeParse({ job_id: call.path['job_id'] });
      if (!params.success) throw syncJobNotFound();
      const job = await getSyncJob.execute(call.workspaceId, params.data.job_id);
      return reply(job, { audit: syncAudit('api_access', job.job_id) });
    },

    async ListMailboxes(request) {
      const call = decodeApiRequest(request);
      rejectUnknownQuery(call.query);
      const data = await listMailboxes.execute(call.workspaceId);
      return reply(data, { audit: mailboxesAudit('api_access', '') });
    },
  };
}
