/**
 * A process's allowance of bytes held at once, e.g. request bodies in flight:
 * a request takes its share before it reads or decodes a body and gives it
 * back when it is done, so many large bodies at once cannot outgrow the memory
 * the process was given. Requests-per-minute limits cannot do this: eight
 * 14 MiB sends within one second are within any plan.
 */
export class ByteBudget {
  private used = 0;

  constructor(readonly capacityBytes: number) {
    if (!Number.isInteger(capacityBytes) || capacityBytes < 1) throw new Error(`a byte budget needs a positive whole capacity, got ${capacityBytes}`);
  }

  /** Takes `bytes` when they fit in what is left; otherwise takes nothing and answers false. */
  tryTake(bytes: number): boolean {
    if (bytes < 0) throw new Error(`cannot take ${bytes} bytes`);
    if (this.used + bytes > this.capacityBytes) return false;
    this.used += bytes;
    return true;
  }

  /** Gives back bytes taken earlier. */
  give(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }

  get inUseBytes(): number {
    return this.used;
  }
}
