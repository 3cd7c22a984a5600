import { WORKSPACE_RPC } from '@wbk/contracts';
import type { Logger } from '@wbk/platform';
import { createRpcClient, loadRpcService, loadServiceDefinition, typedRpcClient, type RpcClient } from '@wbk/rpc';
import type { ApiReplyMessage, ApiRequestMessage, ServingState, UpstreamName, Upstreams, VerifyKeyReplyMessage } from './upstream.port';

/**
 * Every outbound gRPC call of the gateway, in one place (as microservices-demo's
 * rpc.go): one client per service, each with its deadline and breaker from
 * @wbk/rpc.
 */

export interface GrpcUpstreamsOptions {
  protoRoot: string;
  addresses: Record<UpstreamName, string>;
  deadlineMs: number;
  logger: Logger;
}

export const UPSTREAM_PROTOS: Record<UpstreamName, { file: string; service: string }> = {
  workspace: { file: 'workspace/v1/workspace.proto', service: 'wbk.workspace.v1.WorkspaceService' },
  crm: { file: 'crm/v1/crm.proto', service: 'wbk.crm.v1.CrmService' },
  webhooks: { file: 'webhooks/v1/webhooks.proto', service: 'wbk.webhooks.v1.WebhooksService' },
  workflows: { file: 'workflows/v1/workflows.proto', service: 'wbk.workflows.v1.WorkflowEngineService' },
  outreach: { file: 'outreach/v1/outreach.proto', service: 'wbk.outreach.v1.OutreachService' },
  enrichment: { file: 'enrichment/v1/enrichment.proto', service: 'wbk.enrichment.v1.EnrichmentService' },
  mailbox: { file: 'mailbox/v1/mailbox.proto', service: 'wbk.mailbox.v1.MailboxService' },
};

export interface GrpcUpstreams extends Upstreams {
  close(): void;
}

export function createGrpcUpstreams(options: GrpcUpstreamsOptions): GrpcUpstreams {
  const clients = {} as Record<UpstreamName, RpcClient>;
  for (const name of Object.keys(UPSTREAM_PROTOS) as UpstreamName[]) {
    const proto = UPSTREAM_PROTOS[name];
    clients[name] = createRpcClient({
      name,
      address: options.addresses[name],
      definition: loadServiceDefinition(options.protoRoot, proto.file, proto.service),
      deadlineMs: options.deadlineMs,
      logger: options.logger,
    });
  }
  // VerifyKey is a typed call on the same channel and breaker as the forwarded public calls.
  const workspace = typedRpcClient(loadRpcService(options.protoRoot, WORKSPACE_RPC), clients.workspace);
  return {
    call(upstream: UpstreamName, rpc: string, request: ApiRequestMessage, callOptions: { idempotent: boolean }): Promise<ApiReplyMessage> {
      return clients[upstream].call<ApiReplyMessage>(rpc, request, { idempotent: callOptions.idempotent });
    },
    verifyKey(keyHash: string): Promise<VerifyKeyReplyMessage> {
      // A lookup changes nothing: safe to retry on UNAVAILABLE.
      return workspace.call('VerifyKey', { key_hash: keyHash }, { idempotent: true });
    },
    async health(): Promise<Record<UpstreamName, ServingState>> {
      const names = Object.keys(clients) as UpstreamName[];
      const states = await Promise.all(names.map((name) => clients[name].health()));
      return Object.fromEntries(names.map((name, i) => [name, states[i]])) as Record<UpstreamName, ServingState>;
    },
    close(): void {
      for (const client of Object.values(clients)) client.close();
    },
  };
}
