/** One entry as the KvLike port of @wbk/bus reads it (declared here, structurally, so this lib needs no import of the bus). */
export interface InMemoryKvEntry {
  revision: number;
  operation: string;
  string(): string;
}

/** A KvLike (@wbk/bus) with the bucket's compare-and-swap rules, for unit tests of KV-backed counters and stores. */
export class InMemoryKv {
  private seq = 0;
  private readonly entries = new Map<string, { revision: number; value: string; operation: 'PUT' | 'DEL' }>();

  async get(key: string): Promise<InMemoryKvEntry | null> {
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
