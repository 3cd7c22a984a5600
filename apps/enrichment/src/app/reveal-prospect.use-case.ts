import { prospectContactSeed, type CallerContext, type ProspectRevealResult } from '@wbk/contracts';
import { AppError, derivedUuid, type Clock, type Logger } from '@wbk/platform';
import { purchaseHash } from '../domain/purchase';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { Credits } from '../peers/workspace-credits.client';
import { requireProspector, type Prospector, type RevealedPerson } from '../providers/prospector.client';
import type { RevealRepository } from '../store/reveal.repository';

export interface RevealProspectDeps {
  /** null when no prospector vendor is configured (PROSPECTOR_URL unset). */
  prospector: Prospector | null;
  reveals: RevealRepository;
  credits: Credits;
  crm: CrmContacts;
  clock: Clock;
  logger: Logger;
}

export interface RevealProspectCommand {
  workspaceId: string;
  requestId: string;
  /** The request's Idempotency-Key, or ''. */
  idempotencyKey: string;
  memberId: string;
  saveAsContact: boolean;
}

/**
 * POST /v1/prospector/reveal: a member's contact details for one credit, the
 * first time this workspace reveals them (a reveal is remembered, and free
 * after that); optionally saved as a CRM contact.
 */
export class RevealProspect {
  constructor(private readonly deps: RevealProspectDeps) {}

  async execute(command: RevealProspectCommand): Promise<ProspectRevealResult> {
    const { deps } = this;
    const { workspaceId, memberId } = command;
    const prospector = requireProspector(deps.prospector);
    let revealed = await deps.reveals.find(workspaceId, memberId);
    let charged = false;
    let balance: number;
    if (revealed !== null) {
      balance = await deps.credits.balance(workspaceId);
    } else {
      const hold = await deps.credits.reserve({
        workspaceId,
        reason: 'prospect_reveal',
        requestId: command.requestId,
        idempotencyKey: command.idempotencyKey,
        purchase: purchaseHash({ reason: 'prospect_reveal', member_id: memberId }),
      });
      let settled = hold.state === 'captured';
      try {
        const fresh = await prospector.reveal(memberId);
        if (fresh === null) throw new AppError('not_found', `No prospect with member_id ${memberId}; take it from a search result`);
        const first = await deps.reveals.insert(workspaceId, fresh, deps.clock.now());
        revealed = first ? fresh : ((await deps.reveals.find(workspaceId, memberId)) ?? fresh);
        if (first && !settled) {
          ({ balance, charged } = await deps.credits.capture(workspaceId, hold.id));
          settled = true;
        } else {
          balance = await deps.credits.balance(workspaceId);
        }
      } finally {
        if (!settled) await deps.credits.release(workspaceId, hold.id).catch((err: unknown) => deps.logger.warn({ err }, 'could not release a credit hold; it expires on its own'));
      }
    }
    const contactId = command.saveAsContact ? await this.saveAsContact(command, revealed) : null;
    return {
      member_id: revealed.member_id,
      email: revealed.email,
      phone: revealed.phone,
      person: revealed.person,
      company: revealed.company,
      charged,
      credits_remaining: balance,
      contact_id: contactId,
    };
  }

  private async saveAsContact(command: RevealProspectCommand, revealed: RevealedPerson): Promise<string> {
    const context: CallerContext = { workspace_id: command.workspaceId, request_id: command.requestId, idempotency_key: command.idempotencyKey };
    if (revealed.email !== null) {
      const existing = await this.deps.crm.findByEmail(context, revealed.email);
      if (existing !== null) return existing;
    }
    // The contact's id derives from the workspace and the member: concurrent saves of one person make one contact.
    return this.deps.crm.create(context, derivedUuid(prospectContactSeed(command.workspaceId, revealed.member_id)), {
      first_name: revealed.person.first_name,
      last_name: revealed.person.last_name,
      email: revealed.email,
      phone: revealed.phone,
      job_title: revealed.person.job_title,
      company: revealed.company?.name ?? null,
      linkedin_url: revealed.person.linkedin_url,
    });
  }
}
