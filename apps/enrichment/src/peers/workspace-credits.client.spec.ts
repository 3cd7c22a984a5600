import type { ChargeOutcome__Output, ReserveCreditsRequest, WorkspaceRpc } from '@wbk/contracts';
import { AppError } from '@wbk/platform';
import type { TypedRpcClient } from '@wbk/rpc';
import { workspaceCredits, type CreditCharge } from './workspace-credits.client';

const HEALTHY = '11111111-1111-4111-8111-111111111111';
const FAILING = '22222222-2222-4222-8222-222222222222';

/**
 * ChargeCreditsBatch as the workspace service answers it: one charge per
 * (workspace, key), a repeat answered as existing; `failFor` makes the store
 * fail for one workspace (that charge's outcome alone), `failCalls` makes the
 * whole call time out after the charges were made.
 */
class FakeWorkspace {
  readonly sent: ReserveCreditsRequest[][] = [];
  readonly balances = new Map<string, number>([
    [HEALTHY, 10],
    [FAILING, 10],
  ]);
  failFor = new Map<string, number>();
  failCalls = 0;
  private readonly charged = new Set<string>();

  client(): TypedRpcClient<WorkspaceRpc> {
    return {
      serviceName: 'wbk.workspace.v1.WorkspaceService',
      call: (async (method: string, request: { charges: ReserveCreditsRequest[] }) => {
        if (method !== 'ChargeCreditsBatch') throw new Error(`unexpected ${method}`);
        this.sent.push(request.charges);
        const outcomes = request.charges.map((charge) => this.charge(charge));
        if (this.failCalls > 0) {
          this.failCalls--;
          throw new AppError('upstream_timeout', 'deadline passed');
        }
        return { outcomes };
      }) as TypedRpcClient<WorkspaceRpc>['call'],
      health: async () => 'SERVING',
      breakerState: () => 'closed',
      close: () => undefined,
    };
  }

  private charge(charge: ReserveCreditsRequest): ChargeOutcome__Output {
    const left = this.failFor.get(charge.workspace_id!) ?? 0;
    if (left > 0) {
      this.failFor.set(charge.workspace_id!, left - 1);
      return { reservation: null, error_code: 'service_unavailable', error_message: 'The credit ledger could not be written for this charge; send it again' };
    }
    const id = `${charge.workspace_id}/${charge.key}`;
    const existing = this.charged.has(id);
    if (!existing) {
      this.charged.add(id);
      this.balances.set(charge.workspace_id!, this.balances.get(charge.workspace_id!)! - 1);
    }
    return { reservation: { reservation_id: id, state: 'captured', balance: this.balances.get(charge.workspace_id!)!, existing }, error_code: '', error_message: '' };
  }
}

const charge = (workspaceId: string, idempotencyKey = ''): CreditCharge => ({ workspaceId, reason: 'enrichment_lookup', requestId: 'req', idempotencyKey, purchase: 'p' });

describe('workspaceCredits: grouped charges', () => {
  it('answers each caller of a batch on its own: a store failure for one workspace is sent again under the same key and charged once', async () => {
    const workspace = new FakeWorkspace();
    workspace.failFor.set(FAILING, 1);
    const credits = workspaceCredits(workspace.client());
    const answers = await Promise.all([credits.charge(charge(HEALTHY)), credits.charge(charge(FAILING)), credits.charge(charge(HEALTHY, '33333333-3333-4333-8333-333333333333'))]);
    expect(answers).toEqual([9, 9, 8]);
    expect(workspace.sent.map((batch) => batch.map((c) => c.workspace_id))).toEqual([[HEALTHY, FAILING, HEALTHY], [FAILING]]);
    const [first, retry] = workspace.sent;
    // A charge without an Idempotency-Key gets an id of its own (never a UUID, so never a client's key); the retry reuses it.
    expect(first![1]!.key).toMatch(/^charge:/);
    expect(retry![0]!.key).toBe(first![1]!.key);
    expect(first![0]!.key).not.toBe(first![1]!.key);
    expect(first![2]!.key).toBe('33333333-3333-4333-8333-333333333333');
    expect(Object.fromEntries(workspace.balances)).toEqual({ [HEALTHY]: 8, [FAILING]: 9 });
  });

  it('fails only the caller whose workspace keeps failing, with 503 service_unavailable, after one more try under the same key', async () => {
    const workspace = new FakeWorkspace();
    workspace.failFor.set(FAILING, 5);
    const credits = workspaceCredits(workspace.client());
    const [healthy, failing] = await Promise.allSettled([credits.charge(charge(HEALTHY)), credits.charge(charge(FAILING))]);
    expect(healthy).toEqual({ status: 'fulfilled', value: 9 });
    expect(failing).toMatchObject({ status: 'rejected', reason: { code: 'service_unavailable', message: expect.stringContaining('send it again') } });
    const failingAttempts = workspace.sent.flat().filter((c) => c.workspace_id === FAILING);
    expect(failingAttempts.map((c) => c.key)).toEqual([failingAttempts[0]!.key, failingAttempts[0]!.key]);
    expect(workspace.balances.get(FAILING)).toBe(10);
  });

  it('sends a batch again under the same keys when the call ended without an answer, so nothing is charged twice', async () => {
    const workspace = new FakeWorkspace();
    workspace.failCalls = 1;
    const credits = workspaceCredits(workspace.client());
    expect(await Promise.all([credits.charge(charge(HEALTHY)), credits.charge(charge(FAILING))])).toEqual([9, 9]);
    expect(workspace.sent).toHaveLength(2);
    expect(workspace.sent[1]!.map((c) => c.key)).toEqual(workspace.sent[0]!.map((c) => c.key));
    expect(Object.fromEntries(workspace.balances)).toEqual({ [HEALTHY]: 9, [FAILING]: 9 });
  });
});
