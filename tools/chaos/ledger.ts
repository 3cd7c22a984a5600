/** What the load was told and did: the ground truth the checks compare the system against. */

export type EntityKind = 'contact' | 'company' | 'deal';

export interface AcknowledgedWrite {
  kind: EntityKind;
  workspace: number;
  id: string;
  /** The event every subscribed webhook must receive for this write. */
  event: string;
}

export interface AuditedCall {
  workspace: number;
  requestId: string;
}

export class Ledger {
  /** Answers by status code ('network' when no answer came: the gateway was down). */
  readonly outcomes = new Map<string, number>();
  readonly writes: AcknowledgedWrite[] = [];
  /** Every call answered 2xx, by the request id we sent: each must have an audit entry. */
  readonly audited: AuditedCall[] = [];
  readonly kills = new Map<string, number>();
  /** Contacts that trigger their workspace's workflow: each must reach the receiver through its webhook action. */
  readonly workflowActions: Array<{ workspace: number; id: string }> = [];
  /** Keyed writes sent again under the same Idempotency-Key after no answer or a 5xx. */
  keyedRetries = 0;

  outcome(label: string): void {
    this.outcomes.set(label, (this.outcomes.get(label) ?? 0) + 1);
  }

  killed(service: string): void {
    this.kills.set(service, (this.kills.get(service) ?? 0) + 1);
  }

  get requests(): number {
    let total = 0;
    for (const count of this.outcomes.values()) total += count;
    return total;
  }
}
