import { AppError, newId, type Clock } from '@wbk/platform';
import { listNotFound } from '../domain/refusals';
import { invalidContactIds } from '../domain/list.schema';
import type { ContactEventContext as EventContext } from '../events/contact-events';
import { listContactsChanged } from '../events/list-events';
import type { ListMemberRepository } from '../store/list-member.repository';
import type { ListRepository, PendingListOp, StoredList } from '../store/list.repository';

/**
 * The write protocol of every list-member change (AddListContacts,
 * RemoveListContacts, RemoveContactFromLists), which DeleteList also waits on.
 * Adding/removing list members exactly once, without multi-document
 * transactions (docs/decisions.md, "List membership writes"):
 *
 *   1. intent: the list document gets `pending_op` = the exact contacts that
 *      change and the event announcing them (this also locks the list);
 *   2. apply: membership documents are inserted (deterministic _id) or deleted;
 *   3. finish: ONE write on the list document adjusts contact_count, queues the
 *      event on its outbox and clears `pending_op`, only if that intent is
 *      still there.
 *
 * A crash after 1 or 2 leaves the intent; the next change or delete of the
 * list, or the sweep, re-applies it (idempotent) and finishes it. So an event
 * is never queued for members that are not stored (3 follows 2), is never
 * lost for members that are (the intent precedes them), and is queued once
 * (3 is conditional on the intent). One change per list at a time keeps the
 * "already present" set read in step 1 true until step 3, so contact_count
 * stays exact.
 */
export interface ListMembershipDeps {
  lists: ListRepository;
  members: ListMemberRepository;
  clock: Clock;
  afterWrite: () => void;
  newId?: () => string;
  /** An intent older than this is taken to be from a dead writer and completed by others. */
  leaseMs?: number;
  /** Pause between looks at a list locked by a running change. */
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface MembershipResult {
  /** The contacts that actually joined (add) or left (remove). */
  changed: string[];
  contactCount: number;
}

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_WAIT_MS = 25;
/** About 2 s of waiting for a concurrent change of the same list before answering 409. */
const WAIT_ROUNDS = 80;
const WRITE_ATTEMPTS = 5;

function busy(): AppError {
  return new AppError('version_conflict', 'Another change to this list is in progress; retry the request');
}

export class ListMembership {
  private readonly leaseMs: number;
  private readonly waitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly makeId: () => string;

  constructor(private readonly deps: ListMembershipDeps) {
    this.leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
    this.waitMs = deps.waitMs ?? DEFAULT_WAIT_MS;
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.makeId = deps.newId ?? newId;
  }

  async change(ctx: EventContext, listId: string, kind: 'add' | 'remove', requested: string[]): Promise<MembershipResult> {
    const { lists, members } = this.deps;
    const ws = ctx.workspaceId;
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const stored = await this.unlocked(ws, listId);
      if (kind === 'add') {
        // Unknown, deleted or other-workspace contacts refuse the whole request: nothing is added (OpenAPI addListContacts).
        const live = await members.liveContactIds(ws, requested);
        const unknown = requested.filter((id) => !live.has(id));
        if (unknown.length > 0) throw invalidContactIds(unknown, 'do not match a contact in this workspace');
      }
      const present = await members.presentIn(ws, listId, requested);
      const changed = requested.filter((id) => (kind === 'add' ? !present.has(id) : present.has(id)));
      // Nothing joins or leaves: no write and no event.
      if (changed.length === 0) return { changed, contactCount: stored.state.contact_count };
      const op: PendingListOp = {
        id: this.makeId(),
        kind,
        contact_ids: changed,
        started_at: this.deps.clock.now().toISOString(),
        event: listContactsChanged(ctx, kind, listId, changed),
      };
      if (!(await lists.beginOp(ws, listId, stored.version, op))) continue;
      const finishedHere = await this.complete(ws, listId, op);
      const delta = kind === 'add' ? changed.length : -changed.length;
      if (finishedHere) return { changed, contactCount: stored.state.contact_count + delta };
      // Someone else finished our intent (we were slower than the lease): read the count they wrote.
      const after = await lists.findLive(ws, listId);
      return { changed, contactCount: after?.state.contact_count ?? stored.state.contact_count + delta };
    }
    throw busy();
  }

  /**
   * The live list with no change in progress: waits for a running change,
   * completes one whose writer is presumed dead. 404 when the list is missing.
   */
  async unlocked(workspaceId: string, listId: string): Promise<StoredList> {
    for (let round = 0; round < WAIT_ROUNDS; round++) {
      const stored = await this.deps.lists.findLive(workspaceId, listId);
      if (!stored) throw listNotFound();
      const op = stored.pendingOp;
      if (!op) return stored;
      if (this.isStale(op)) await this.complete(workspaceId, listId, op);
      else await this.sleep(this.waitMs);
    }
    throw busy();
  }

  /** Completes intents left by dead writers; run at start-up and periodically. Returns how many it finished. */
  async recoverStale(limit = 100): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.leaseMs).toISOString();
    let done = 0;
    for (const { workspaceId, id, op } of await this.deps.lists.withStaleOps(cutoff, limit)) {
      if (await this.complete(workspaceId, id, op)) done += 1;
    }
    return done;
  }

  private isStale(op: PendingListOp): boolean {
    return this.deps.clock.now().getTime() - Date.parse(op.started_at) >= this.leaseMs;
  }

  /** Steps 2 and 3; true when this call wrote the finish (and queued the event). */
  private async complete(workspaceId: string, listId: string, op: PendingListOp): Promise<boolean> {
    if (op.kind === 'add') await this.deps.members.addAll(workspaceId, listId, op.contact_ids, op.started_at);
    else await this.deps.members.removeAll(workspaceId, listId, op.contact_ids);
    const delta = op.kind === 'add' ? op.contact_ids.length : -op.contact_ids.length;
    const finished = await this.deps.lists.finishOp(workspaceId, listId, op, delta, this.deps.clock.now().toISOString());
    if (finished) this.deps.afterWrite();
    return finished;
  }
}
