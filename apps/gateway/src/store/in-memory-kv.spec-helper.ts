import type { KvEntryLike, KvLike } from './kv.port';

/** A KvLike with the bucket's compare-and-swap rules, for unit tests of the stores and the app. */
export class InMemoryKv implements KvLike {
  private seq = 0;
  private readonly entries = new Map<string, { revision: number; value: string; operation: 'PUT' | 'DEL' }>();

  async get(key: string): Promise<KvEntryLike | null> {
    const entry = this.entries.get(key);
    if (entry === undefined) return null;
    return { revision: entry.revision, operation: entry.operation, string: () => entry.value };
  }

  async create(key: string, value: string): Promise<number> {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.operation === 'PUT') throw new Error('wrong last sequence: key exists');
    return this.write(key, value, 'PUT');
  }

  async update(key: string, value: string, revision: number): Promise<number> {
    if (this.entries.get(key)?.revision !== revision) throw new Error('wrong last sequence');
    return this.write(key, value, 'PUT');
  }

  async put(key: string, value: string): Promise<number> {
    return this.write(key, value, 'PUT');
  }

  async delete(key: string): Promise<void> {
    this.write(key, '', 'DEL');
  }

  valueOf(key: string): string | undefined {
    const entry = this.entries.get(key);
    return entry?.operation === 'PUT' ? entry.value : undefined;
  }

  private write(key: string, value: string, operation: 'PUT' | 'DEL'): number {
    this.seq++;
    this.entries.set(key, { revision: this.seq, value, operation });
    return this.seq;
  }
}
