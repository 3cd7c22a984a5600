import type { CatalogIndex } from './index-catalog';
import { planQuery } from './query-plan';

const byEmail: CatalogIndex = {
  name: 'workspace_id_1_email_1',
  sqlName: 'contacts/workspace_id_1_email_1',
  fields: [['workspace_id', 1], ['email', 1]],
  unique: false,
  sparse: false,
  expireAfterSeconds: undefined,
  multikey: false,
  sparseWhere: undefined,
};

describe('query plans', () => {
  it('write one SQL text for $in lists of every length, so one prepared statement serves them all', () => {
    const emails = (n: number) => Array.from({ length: n }, (_, i) => `e${i}@x`);
    const plans = [2, 3, 50, 999].map((n) => planQuery({ workspace_id: 'w', email: { $in: emails(n) } }, undefined, [byEmail])!);
    expect(new Set(plans.map((p) => p.where)).size).toBe(1);
    expect(plans[0]!.exact).toBe(true);
    expect(plans[1]!.params).toEqual(['3w', JSON.stringify(['3e0@x', '3e1@x', '3e2@x'])]);
    const ids = [2, 9].map((n) => planQuery({ _id: { $in: emails(n) } }, undefined, [])!);
    expect(ids[0]!.where).toBe(ids[1]!.where);
    expect(ids[1]!.params).toEqual([JSON.stringify(emails(9))]);
  });
});
