import { InMemoryKv } from '@wbk/testing';
import { incrementUpTo } from './kv-counter';

describe('incrementUpTo', () => {
  it('grants what fits under the limit and never moves the counter past it', async () => {
    const kv = new InMemoryKv();
    expect(await incrementUpTo(kv, 'c', 5, 10)).toMatchObject({ granted: 5, value: 5 });
    expect(await incrementUpTo(kv, 'c', 8, 10)).toMatchObject({ granted: 5, value: 10 });
    expect(await incrementUpTo(kv, 'c', 1, 10)).toMatchObject({ granted: 0, value: 10 });
    expect(kv.valueOf('c')).toBe('10');
  });

  it('reads again when another writer moved the counter since the known revision', async () => {
    const kv = new InMemoryKv();
    const first = await incrementUpTo(kv, 'c', 2, 10);
    await incrementUpTo(kv, 'c', 3, 10);
    // A stale known revision loses the CAS and is re-read, so nothing is counted twice or lost.
    expect(await incrementUpTo(kv, 'c', 4, 10, first.known)).toMatchObject({ granted: 4, value: 9 });
  });

  it('shares one limit between concurrent writers', async () => {
    const kv = new InMemoryKv();
    const grants = await Promise.all(Array.from({ length: 15 }, () => incrementUpTo(kv, 'c', 1, 10)));
    expect(grants.reduce((sum, g) => sum + g.granted, 0)).toBe(10);
  });
});
