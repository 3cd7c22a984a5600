import type { CrmAutomationRpc } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';

export type CrmActionsCaller = Pick<TypedRpcClient<CrmAutomationRpc>, 'call'>;

type Request<K extends keyof CrmAutomationRpc> = CrmAutomationRpc[K]['request'];
type Reply<K extends keyof CrmAutomationRpc> = CrmAutomationRpc[K]['reply'];

/**
 * What workflow actions ask of the CRM, through its typed automation RPCs
 * (the engine never writes the CRM's store). Each request carries the run's
 * caller context, whose idempotency key is the run id.
 */
export class CrmActionsClient {
  constructor(private readonly rpc: CrmActionsCaller) {}

  /** The CRM derives the task id from the idempotency key (the run id), so the client may retry an unreachable CRM. */
  createTask(request: Request<'CreateTask'>): Promise<Reply<'CreateTask'>> {
    return this.rpc.call('CreateTask', request, { idempotent: true });
  }

  /** Setting a field to a value is idempotent, so the client may retry an unreachable CRM. */
  setField(request: Request<'SetField'>): Promise<Reply<'SetField'>> {
    return this.rpc.call('SetField', request, { idempotent: true });
  }
}
