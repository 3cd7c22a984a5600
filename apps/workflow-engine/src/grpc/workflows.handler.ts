import type { Clock } from '@wbk/platform';
import { actingKeyOf, decodeApiRequest, keyedApiCreate, pageReply, parseBodyJson, rejectUnknownQuery, reply, type ApiReply } from '@wbk/rpc';
import { CreateWorkflow } from '../app/create-workflow.use-case';
import { DeleteWorkflow } from '../app/delete-workflow.use-case';
import { GetWorkflow } from '../app/get-workflow.use-case';
import { ListWorkflows } from '../app/list-workflows.use-case';
import { UpdateWorkflow } from '../app/update-workflow.use-case';
import { parseWorkflowListQuery } from '../domain/workflow-query';
import { parseCreateWorkflow, parsePatchWorkflow } from '../domain/workflow.schema';
import type { WorkflowRepository } from '../store/workflow.repository';

export interface WorkflowsHandlerDeps {
  workflows: WorkflowRepository;
  clock: Clock;
}

const RESOURCE = 'workflows';

/** POST/GET /v1/workflows, GET/PATCH/DELETE /v1/workflows/{id} (the permission is checked by the gateway). */
export function createWorkflowsHandlers(deps: WorkflowsHandlerDeps) {
  const createWorkflow = new CreateWorkflow(deps);
  const listWorkflows = new ListWorkflows(deps);
  const getWorkflow = new GetWorkflow(deps);
  const updateWorkflow = new UpdateWorkflow(deps);
  const deleteWorkflow = new DeleteWorkflow(deps);

  return {
    async CreateWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const definition = parseCreateWorkflow(parseBodyJson(call.bodyJson));
      const workflow = await createWorkflow.execute({ workspaceId: call.workspaceId, definition, actingKey: actingKeyOf(call), keyed: keyedApiCreate(call, 'CreateWorkflow') });
      return reply(workflow, {
        created: true,
        audit: { action: 'create', resource_type: RESOURCE, resource_id: workflow.id, diff_json: '' },
      });
    },

    async ListWorkflows(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const query = parseWorkflowListQuery(call.query);
      const { items, total } = await listWorkflows.execute(call.workspaceId, query);
      return pageReply(items, query, total);
    },

    async GetWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      return reply(await getWorkflow.execute(call.workspaceId, call.path['id'] ?? ''));
    },

    async UpdateWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const patch = parsePatchWorkflow(parseBodyJson(call.bodyJson));
      const id = call.path['id'] ?? '';
      const { workflow, diff } = await updateWorkflow.execute({ workspaceId: call.workspaceId, id, patch, actingKey: actingKeyOf(call) });
      return reply(workflow, {
        audit: { action: 'update', resource_type: RESOURCE, resource_id: id, diff_json: JSON.stringify(diff) },
      });
    },

    async DeleteWorkflow(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      rejectUnknownQuery(call.query);
      const id = call.path['id'] ?? '';
      await deleteWorkflow.execute(call.workspaceId, id);
      return reply({ id, deleted: true }, { audit: { action: 'delete', resource_type: RESOURCE, resource_id: id, diff_json: '' } });
    },
  };
}
