import { AppError } from '@wbk/platform';
import { decodeCallerContext } from './caller-context';
import { pathId, recordId } from './canonical-ids';

const ID = 'abcdef12-3456-4789-abcd-ef0123456789';
const notFound = () => new AppError('not_found', 'Record not found');

describe('pathId', () => {
  it('reads a path id typed in capitals in its stored, lower-case spelling', () => {
    expect(pathId({ path: { id: ID.toUpperCase() } }, 'id', notFound)).toBe(ID);
    expect(pathId({ path: { id: ID, replay_id: 'ABCDEF12-3456-4789-ABCD-EF0123456789' } }, 'replay_id', notFound)).toBe(ID);
  });

  it("answers a missing or malformed path id with the record's 404", () => {
    const paths: Record<string, string>[] = [{}, { id: '' }, { id: 'abc' }, { id: `${ID}x` }, { id: 'ABCDEF12-3456-4789-ABCD' }];
    for (const path of paths) {
      expect(() => pathId({ path }, 'id', notFound)).toThrow(expect.objectContaining({ code: 'not_found' }));
    }
  });
});

describe('recordId', () => {
  it('lower-cases an id an RPC field names and refuses anything else', () => {
    expect(recordId(ID.toUpperCase(), notFound)).toBe(ID);
    expect(() => recordId(undefined, notFound)).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => recordId('not-a-uuid', notFound)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});

describe('decodeCallerContext', () => {
  const context = { workspace_id: 'w', request_id: 'r', idempotency_key: '', causation: null };

  it('reads an Idempotency-Key typed in capitals lower-cased, and no key from anything but a UUID', () => {
    expect(decodeCallerContext({ ...context, idempotency_key: ID.toUpperCase() }).idempotencyKey).toBe(ID);
    for (const odd of ['nope', '00000000-0000-0000-0000-000000000000']) expect(decodeCallerContext({ ...context, idempotency_key: odd })).not.toHaveProperty('idempotencyKey');
  });
});
