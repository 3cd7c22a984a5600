import type { SuppressionState } from '../domain/suppression';
import type { SuppressionListFilter, SuppressionRepository } from '../store/suppression.repository';

export interface ListSuppressionsQuery {
  workspaceId: string;
  filter: SuppressionListFilter;
  skip: number;
  limit: number;
}

/** GET /v1/suppressions. */
export class ListSuppressions {
  constructor(private readonly deps: { suppressions: SuppressionRepository }) {}

  execute(query: ListSuppressionsQuery): Promise<{ items: SuppressionState[]; total: number }> {
    const { value } = query.filter;
    // An address filter compares as entries are stored: emails lower-cased.
    const filter: SuppressionListFilter = { ...query.filter, value: value === undefined ? undefined : value.includes('@') ? value.toLowerCase() : value };
    return this.deps.suppressions.list(query.workspaceId, filter, query.skip, query.limit);
  }
}
