import type { ListRecord } from '@wbk/contracts';

/** A contact list as kept (docs/decisions.md, "Lists"). */
export interface ListState {
  id: string;
  name: string;
  description: string | null;
  /** Exact number of member contacts; changed only together with the membership event (see list-membership.ts). */
  contact_count: number;
  created_date: string;
  updated_date: string;
}

/** The public read shape (the contract's List): the state itself, every field present. */
export type ListView = ListRecord;

export function toListView(state: ListState): ListView {
  return {
    id: state.id,
    name: state.name,
    description: state.description,
    contact_count: state.contact_count,
    created_date: state.created_date,
    updated_date: state.updated_date,
  };
}

export function newListState(input: { name: string; description?: string | null | undefined }, id: string, now: Date): ListState {
  const at = now.toISOString();
  return { id, name: input.name, description: input.description ?? null, contact_count: 0, created_date: at, updated_date: at };
}

/**
 * List names are unique per workspace, compared case-insensitively and with
 * runs of whitespace folded, so "Hot leads" and "hot  leads" collide.
 */
export function listNameKey(workspaceId: string, name: string): string {
  return `${workspaceId}:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** Membership documents have a deterministic id, so a second insert of the same pair is a DuplicateKeyError. */
export function memberId(listId: string, contactId: string): string {
  return `${listId}:${contactId}`;
}
