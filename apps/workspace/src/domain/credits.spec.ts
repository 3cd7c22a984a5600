import { allocateCharges, chargeOutcomes, type CreditHold } from './credits';

const hold = (state: CreditHold['state'], request_hash?: string): CreditHold => ({
  amount: 1,
  reason: 'enrichment_lookup',
  request_id: 'req',
  state,
  expires_at: '2026-03-10T12:01:00.000Z',
  ...(request_hash ? { request_hash } : {}),
});

describe('allocateCharges', () => {
  it('pays charges in arrival order while the balance covers them, each with the balance right after it', () => {
    const plan = allocateCharges([{ id: 'a', amount: 2 }, { id: 'b', amount: 3 }, { id: 'c', amount: 1 }, { id: 'd', amount: 1 }], 4, {});
    expect(plan.allocations).toEqual([{ kind: 'take', balanceAfter: 2 }, { kind: 'insufficient' }, { kind: 'take', balanceAfter: 1 }, { kind: 'take', balanceAfter: 0 }]);
    expect(plan.taking).toEqual([
      { index: 0, balanceAfter: 2 },
      { index: 2, balanceAfter: 1 },
      { index: 3, balanceAfter: 0 },
    ]);
    expect(plan.left).toBe(0);
  });

  it('answers a charge whose hold is stored as that hold, without paying for it again', () => {
    const stored = hold('captured', 'h1');
    const plan = allocateCharges([{ id: 'a', amount: 1 }, { id: 'b', amount: 1 }], 1, { a: stored });
    expect(plan.allocations).toEqual([{ kind: 'existing', hold: stored }, { kind: 'take', balanceAfter: 0 }]);
    expect(plan.left).toBe(0);
  });

  it('pays a key sent twice in one group once', () => {
    const plan = allocateCharges([{ id: 'a', amount: 1 }, { id: 'a', amount: 1 }, { id: 'b', amount: 1 }], 5, {});
    expect(plan.allocations).toEqual([{ kind: 'take', balanceAfter: 4 }, { kind: 'repeat', of: 0 }, { kind: 'take', balanceAfter: 3 }]);
    expect(plan.left).toBe(3);
  });

  it('refuses everything at a balance of zero', () => {
    expect(allocateCharges([{ id: 'a', amount: 1 }], 0, {})).toEqual({ allocations: [{ kind: 'insufficient' }], taking: [], left: 0 });
  });
});

describe('chargeOutcomes', () => {
  it('reports the balance the group left to those not charged, and a repeat of a taken charge as its replay', () => {
    const stored = hold('held', 'h0');
    const plan = allocateCharges([{ id: 'a', amount: 1 }, { id: 'a', amount: 1 }, { id: 'b', amount: 9 }, { id: 'c', amount: 1 }], 2, { c: stored });
    expect(chargeOutcomes(plan, [{ request_hash: 'h1' }, { request_hash: 'h2' }, {}, {}])).toEqual([
      { kind: 'held', balance: 1 },
      { kind: 'existing', state: 'captured', balance: 1, request_hash: 'h1' },
      { kind: 'insufficient', balance: 1 },
      { kind: 'existing', state: 'held', balance: 1, request_hash: 'h0' },
    ]);
  });

  it('answers a repeat of a refused charge as refused', () => {
    const plan = allocateCharges([{ id: 'a', amount: 3 }, { id: 'a', amount: 3 }], 2, {});
    expect(chargeOutcomes(plan, [{}, {}])).toEqual([
      { kind: 'insufficient', balance: 2 },
      { kind: 'insufficient', balance: 2 },
    ]);
  });
});
