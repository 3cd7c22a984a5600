import { ByteBudget } from '@wbk/platform';

/** What one gateway process lets request bodies hold at once. */
export interface BodyAdmissionLimits {
  /** Bytes of request bodies this process reads and holds at once, across every workspace. */
  inflightBytes: number;
  /** A body larger than this is large: it needs one of its workspace's slots. */
  largeBodyBytes: number;
  /** Large bodies one workspace may have in flight at once in this process. */
  largeBodiesPerWorkspace: number;
}

/** The settings' defaults (config.ts), for an app built without them. */
export const DEFAULT_BODY_LIMITS: BodyAdmissionLimits = { inflightBytes: 64 * 1024 * 1024, largeBodyBytes: 1024 * 1024, largeBodiesPerWorkspace: 4 };

/** Why a body was not admitted: the process's budget is full (503), or its workspace has every large-body slot (429). */
export type BodyRefusal = 'process_full' | 'workspace_busy';

/**
 * Admits request bodies against a per-process byte budget and a per-workspace
 * cap on large bodies, so a burst of large sends is refused cleanly instead of
 * growing the heap past the pod's limit, and one workspace's burst cannot take
 * the whole budget from the others.
 */
export class BodyAdmission {
  private readonly budget: ByteBudget;
  private readonly largeByWorkspace = new Map<string, number>();

  constructor(readonly limits: BodyAdmissionLimits) {
    this.budget = new ByteBudget(limits.inflightBytes);
  }

  /** The reservation of one request's body; release it when the request is done. */
  open(workspaceId: string): BodyTicket {
    return new BodyTicket(this, workspaceId);
  }

  get inflightBytes(): number {
    return this.budget.inUseBytes;
  }

  /** @internal the ticket's side of the bookkeeping. */
  takeBytes(bytes: number): boolean {
    return this.budget.tryTake(bytes);
  }

  giveBytes(bytes: number): void {
    this.budget.give(bytes);
  }

  enterLarge(workspaceId: string): boolean {
    const held = this.largeByWorkspace.get(workspaceId) ?? 0;
    if (held >= this.limits.largeBodiesPerWorkspace) return false;
    this.largeByWorkspace.set(workspaceId, held + 1);
    return true;
  }

  leaveLarge(workspaceId: string): void {
    const held = (this.largeByWorkspace.get(workspaceId) ?? 1) - 1;
    if (held <= 0) this.largeByWorkspace.delete(workspaceId);
    else this.largeByWorkspace.set(workspaceId, held);
  }
}

export class BodyTicket {
  private heldBytes = 0;
  private large = false;

  constructor(
    private readonly admission: BodyAdmission,
    private readonly workspaceId: string,
  ) {}

  /**
   * Grows the reservation to `totalBytes` (the declared length up front, or
   * what a chunked body has sent so far); null when admitted, otherwise why not
   * (what was held stays held until release).
   */
  reserve(totalBytes: number): BodyRefusal | null {
    if (totalBytes <= this.heldBytes) return null;
    if (!this.large && totalBytes > this.admission.limits.largeBodyBytes) {
      if (!this.admission.enterLarge(this.workspaceId)) return 'workspace_busy';
      this.large = true;
    }
    if (!this.admission.takeBytes(totalBytes - this.heldBytes)) return 'process_full';
    this.heldBytes = totalBytes;
    return null;
  }

  /** Gives back everything held; safe to call more than once. */
  release(): void {
    this.admission.giveBytes(this.heldBytes);
    this.heldBytes = 0;
    if (this.large) this.admission.leaveLarge(this.workspaceId);
    this.large = false;
  }
}
