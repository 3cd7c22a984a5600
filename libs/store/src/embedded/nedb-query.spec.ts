import { toNedbFilter } from './nedb-query';

describe('toNedbFilter', () => {
  it('puts an _id equality last, where nedb looks for the index to answer from, at every level', () => {
    const filter = toNedbFilter({ _id: 'a', workspace_id: 'w', status: { $in: ['x'] }, deleted_at: null });
    expect(Object.keys(filter)).toEqual(['workspace_id', 'status', '$and', '_id']);
    expect(filter).toEqual({ workspace_id: 'w', status: { $in: ['x'] }, $and: [{ $or: [{ deleted_at: null }, { deleted_at: { $exists: false } }] }], _id: 'a' });
    const nested = toNedbFilter({ $or: [{ _id: 'b', workspace_id: 'w' }] });
    expect(Object.keys((nested.$and as Array<{ $or: object[] }>)[0]!.$or[0]!)).toEqual(['workspace_id', '_id']);
  });

  it('leaves an _id operator or an _id null where the other conditions go', () => {
    expect(toNedbFilter({ _id: { $in: ['a', 'b'] }, workspace_id: 'w' })).toEqual({ _id: { $in: ['a', 'b'] }, workspace_id: 'w' });
    expect(toNedbFilter({ _id: null, workspace_id: 'w' })).toEqual({ workspace_id: 'w', $and: [{ $or: [{ _id: null }, { _id: { $exists: false } }] }] });
  });
});
