import { planIndexes, type IndexShape } from './index-plan';

const idIndex: IndexShape = { name: '_id_', key: { _id: 1 } };
const auditTtl = (seconds: number): IndexShape => ({ name: 'audit_ttl', key: { created_at: 1 }, expireAfterSeconds: seconds });
const byEmail: IndexShape = { name: 'workspace_id_1_email_1', key: { workspace_id: 1, email: 1 }, unique: true, sparse: true };

describe('planIndexes', () => {
  it('creates what is missing and leaves identical indexes alone', () => {
    expect(planIndexes([idIndex], [byEmail])).toEqual([{ kind: 'create', index: byEmail }]);
    expect(planIndexes([idIndex, byEmail, auditTtl(60)], [byEmail, auditTtl(60)])).toEqual([]);
  });

  it('changes only the TTL of an index in place (collMod) when the retention changed', () => {
    expect(planIndexes([idIndex, auditTtl(30 * 86_400)], [auditTtl(90 * 86_400)])).toEqual([
      { kind: 'retime', index: auditTtl(90 * 86_400), from: 30 * 86_400, to: 90 * 86_400 },
    ]);
  });

  it('drops and rebuilds an index whose unique, sparse or key changed under the same name, saying what changed', () => {
    const stored: IndexShape = { ...byEmail, unique: false };
    expect(planIndexes([idIndex, stored], [byEmail])).toEqual([
      { kind: 'rebuild', drop: byEmail.name, index: byEmail, reason: 'unique false -> true' },
    ]);
    const notSparse: IndexShape = { name: byEmail.name, key: byEmail.key, unique: true };
    expect(planIndexes([notSparse], [byEmail])).toEqual([{ kind: 'rebuild', drop: byEmail.name, index: byEmail, reason: 'sparse false -> true' }]);
    const reordered: IndexShape = { ...byEmail, key: { email: 1, workspace_id: 1 } };
    expect(planIndexes([reordered], [byEmail])[0]).toMatchObject({ kind: 'rebuild', drop: byEmail.name, reason: expect.stringContaining('key') });
  });

  it('rebuilds an index that gains or loses its TTL (collMod cannot remove one)', () => {
    const plain: IndexShape = { name: 'audit_ttl', key: { created_at: 1 } };
    expect(planIndexes([plain], [auditTtl(60)])).toEqual([
      { kind: 'rebuild', drop: 'audit_ttl', index: auditTtl(60), reason: 'expireAfterSeconds none -> 60' },
    ]);
    expect(planIndexes([auditTtl(60)], [plain])).toEqual([{ kind: 'rebuild', drop: 'audit_ttl', index: plain, reason: 'expireAfterSeconds 60 -> none' }]);
  });

  it('rebuilds under the declared name an index stored for the same key under an undeclared one', () => {
    const legacy: IndexShape = { name: 'created_ttl', key: { created_at: 1 }, expireAfterSeconds: 60 };
    expect(planIndexes([idIndex, legacy], [auditTtl(60)])).toEqual([
      { kind: 'rebuild', drop: 'created_ttl', index: auditTtl(60), reason: 'the key is indexed as created_ttl, declared as audit_ttl' },
    ]);
  });

  it('compares directions by value, as listIndexes may answer 1 as 1.0', () => {
    const stored = { ...byEmail, key: { workspace_id: 1.0, email: Number('1') } };
    expect(planIndexes([stored], [byEmail])).toEqual([]);
  });
});
