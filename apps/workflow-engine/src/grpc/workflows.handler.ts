import { newId, notFound, type Clock } from '@wbk/platform';
import { toWorkflowView, workflowDefinitionOf, workflowDiff, type WorkflowRecord } from '../domain/workflow';
import { utcDay } from '../domain/workflow-breaker';
import { parseWorkflowListQuery } from '../domain/workflow-query';
import { applyWorkflowPatch, parseCreateWorkflow, parsePatchWorkflow } from '../domain/workflow.schema';
import type { WorkflowRepository } from '../store/workflow.repository';
import { actingKeyOf, decodeApiRequest, keyedApiCreate, pageReply, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';

export interface WorkflowsHandlerDeps {
  workflows: WorkflowRepository;
  clock: Clock;
}

const RESOURCE = 'workflows';

/** POST/GET /v1/workflows, GET/PATCH/DELETE /v1/workflows/{id} (spec; permission checked by the gateway). */
export function createWorkflowsHandlers(deps: WorkflowsHandlerDeps) {
  const { workflows, clock } = deps;

  async function load(workspaceId: string, id: string): Promise<WorkflowRecord> {
    const record = await workflows.findById(workspaceId, id);
    if (!record) throw notFound('Workflow');
    return record;
  }

  return {
    async CreateWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const def = parseCreateWorkflow(parseBodyJson(call.bodyJson));
      const now = clock.now().toISOString();
      const keyed = keyedApiCreate(call, 'CreateWorkflow');
      const fresh: WorkflowRecord = {
        id: keyed?.id ?? newId(),
        workspace_id: call.workspaceId,
        ...def,
        triggers_day: null,
        triggers_today: 0,
        last_triggered_at: null,
        auto_disabled_reason: null,
        created_at: now,
        updated_at: now,
        // Whoever saves a workflow is who its actions act for from then on (docs/decisions.md, "Security: automation permissions").
        acting_key: actingKeyOf(call),
      };
      const { record } = await workflows.insert(fresh, keyed?.stamp);
      return reply(toWorkflowView(record, clock.now()), {
        created: true,
        audit: { action: 'create', resource_type: RESOURCE, resource_id: record.id, diff_json: '' },
      });
    },

    async ListWorkflows(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const query = parseWorkflowListQuery(call.query);
      const { items, total } = await workflows.list(call.workspaceId, query.filter, query.skip, query.perPage);
      const now = clock.now();
      return pageReply(
        items.map((w) => toWorkflowView(w, now)),
        query,
        total,
      );
    },

    async GetWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      return reply(toWorkflowView(await load(call.workspaceId, call.path['id'] ?? ''), clock.now()));
    },

    async UpdateWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const patch = parsePatchWorkflow(parseBodyJson(call.bodyJson));
      const id = call.path['id'] ?? '';
      const before = await load(call.workspaceId, id);
      const changes = applyWorkflowPatch(workflowDefinitionOf(before), patch);
      const now = clock.now();
      // Spec: re-enabling resets the breaker for the day, whatever disabled it.
      const reenabled = patch.enabled === true && !before.enabled;
      const updated = await workflows.update(
        call.workspaceId,
        id,
        { ...changes, updated_at: now.toISOString(), acting_key: actingKeyOf(call) },
        reenabled ? utcDay(now) : undefined,
      );
      if (!updated) throw notFound('Workflow');
      const view = toWorkflowView(updated, now);
      return reply(view, {
        audit: { action: 'update', resource_type: RESOURCE, resource_id: id, diff_json: JSON.stringify(workflowDiff(toWorkflowView(before, now), view)) },
      });
    },

    async DeleteWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const id = call.path['id'] ?? '';
      if (!(await workflows.delete(call.workspaceId, id, clock.now().toISOString()))) throw notFound('Workflow');
      return reply({ id, deleted: true }, { audit: { action: 'delete', resource_type: RESOURCE, resource_id: id, diff_json: '' } });
    },
  };
}
