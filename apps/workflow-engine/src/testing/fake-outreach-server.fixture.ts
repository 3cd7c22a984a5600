import { OUTREACH_AUTOMATION_RPC, type OutreachAutomationRpc } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import { createRpcServer, findProtoRoot, loadRpcService, type LoadedRpcService, type RpcHandlers } from '@wbk/rpc';
import { silentLogger } from './fake-crm-server.fixture';

/**
 * A small in-process wbk.outreach.v1.OutreachAutomationService for UNIT tests
 * of the engine's message actions and the assistant's campaign_start: every
 * typed request recorded, answers scripted. The real service is tested in
 * apps/outreach.
 */
type Method = keyof OutreachAutomationRpc;
export type RecordedOutreachCall = { [M in Method]: { method: M; request: OutreachAutomationRpc[M]['serverRequest'] } }[Method];

export interface FakeCampaign {
  id: string;
  workspace_id: string;
  name: string;
  status: 'draft' | 'active' | 'paused' | 'completed';
  contact_count: number;
}

export interface FakeOutreach {
  address: string;
  service: LoadedRpcService<OutreachAutomationRpc>;
  calls: RecordedOutreachCall[];
  campaigns: FakeCampaign[];
  /** When set, every call fails with it (after being recorded). */
  failWith: AppError | null;
  stop(): Promise<void>;
}

export const FAKE_MESSAGE_ID = 'mpa_000000000000000000000001';

export async function startFakeOutreach(): Promise<FakeOutreach> {
  const service = loadRpcService(findProtoRoot(__dirname), OUTREACH_AUTOMATION_RPC);
  const server = createRpcServer({ logger: silentLogger });
  const outreach: FakeOutreach = { address: '', service, calls: [], campaigns: [], failWith: null, stop: () => server.stop(0) };
  const record = (call: RecordedOutreachCall): string => {
    outreach.calls.push(call);
    if (outreach.failWith) throw outreach.failWith;
    return call.request.context?.workspace_id ?? '';
  };
  const handlers: RpcHandlers<OutreachAutomationRpc> = {
    async SendMessage(request) {
      record({ method: 'SendMessage', request });
      return { id: FAKE_MESSAGE_ID, channel: request.channel, status: 'sent', sent_at: '2026-03-01T09:00:00.000Z' };
    },
    async StartCampaign(request) {
      const ws = record({ method: 'StartCampaign', request });
      const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
      const campaign = outreach.campaigns.find(
        (c) => c.workspace_id === ws && (request.campaign_id !== undefined ? c.id === request.campaign_id : fold(c.name) === fold(request.campaign_name ?? '')),
      );
      if (!campaign) throw new AppError('campaign_not_found', 'Campaign not found');
      if (campaign.status === 'completed') throw new AppError('campaign_not_draft', 'Only a draft campaign can be started; this one is completed');
      campaign.status = 'active';
      return { id: campaign.id, name: campaign.name, status: campaign.status, contact_count: campaign.contact_count };
    },
  };
  server.addTypedService(service, handlers);
  const port = await server.start('127.0.0.1', 0);
  outreach.address = `127.0.0.1:${port}`;
  return outreach;
}
