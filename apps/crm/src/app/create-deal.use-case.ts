import { newId, type KeyedCreate } from '@wbk/platform';
import { newDeal, type DealView } from '../domain/deal';
import type { DealInput } from '../domain/deal.schema';
import { dealCreated } from '../events/deal-events';
import { checkMainContact } from './deal-main-contact';
import type { DealWriteDeps } from './update-deal.use-case';
import { eventContextOf, type WriteScope } from './write-scope';

/** POST /v1/deals: a create made under a key gets the same deal id on every retry, so it creates one deal. */
export class CreateDeal {
  constructor(private readonly deps: DealWriteDeps) {}

  async execute(scope: WriteScope, input: DealInput, keyed: KeyedCreate | undefined): Promise<DealView> {
    const { deals, clock } = this.deps;
    await checkMainContact(deals, scope.workspaceId, input);
    const fresh = newDeal(input, keyed?.id ?? (this.deps.newId ?? newId)(), clock.now());
    const { deal, created } = await deals.insert(scope.workspaceId, fresh, [dealCreated(eventContextOf(scope, clock), fresh)], keyed?.stamp);
    if (created) this.deps.afterWrite();
    return deal;
  }
}
