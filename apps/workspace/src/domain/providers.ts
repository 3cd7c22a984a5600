import { PROVIDER_CATEGORIES, PROVIDER_STATUSES, type ProviderCategory, type ProviderStatusRecord, type ProviderStatusValue } from '@wbk/contracts';
import { type FieldIssue, validationError } from '@wbk/platform';

/**
 * Integrations a workspace can connect (the listProviders operation). The names are
 * the neutral stand-ins the public contract and the provider simulator use. A workspace
 * that never connected a provider still lists it, disconnected, so a client
 * sees everything it could connect.
 */
export { PROVIDER_CATEGORIES, PROVIDER_STATUSES, type ProviderCategory, type ProviderStatusValue } from '@wbk/contracts';

interface CatalogueEntry {
  category: ProviderCategory;
  name: string;
  /** Granted on connection when the caller names none. */
  defaultScopes: readonly string[];
}

export const PROVIDER_CATALOGUE: readonly CatalogueEntry[] = [
  { category: 'email', name: 'mail_provider_a', defaultScopes: ['mail.read', 'mail.send'] },
  { category: 'email', name: 'mail_provider_b', defaultScopes: ['mail.read', 'mail.send'] },
  { category: 'calendar', name: 'calendar_provider_a', defaultScopes: ['calendar.read'] },
  { category: 'calendar', name: 'calendar_provider_b', defaultScopes: ['calendar.read'] },
  { category: 'channels', name: 'chat_a', defaultScopes: ['messages.write', 'conversations.read'] },
  { category: 'channels', name: 'chat_b', defaultScopes: ['messages.write', 'conversations.read'] },
  { category: 'channels', name: 'chat_c', defaultScopes: ['messages.write'] },
  { category: 'channels', name: 'chat_d', defaultScopes: ['messages.write'] },
  { category: 'identity', name: 'identity_provider_a', defaultScopes: ['openid', 'profile', 'email'] },
  { category: 'storage', name: 'storage_provider_a', defaultScopes: ['files.read'] },
  { category: 'billing', name: 'billing_provider_a', defaultScopes: ['billing.read'] },
];

export interface ProviderState {
  workspace_id: string;
  category: ProviderCategory;
  name: string;
  connected: boolean;
  account_id: string | null;
  display_name: string | null;
  scopes: string[];
  connected_at: string | null;
  last_sync_at: string | null;
  status: ProviderStatusValue;
  error_message: string | null;
  updated_at: string;
}

export function isProviderCategory(value: unknown): value is ProviderCategory {
  return typeof value === 'string' && (PROVIDER_CATEGORIES as readonly string[]).includes(value);
}

export function disconnectedState(workspaceId: string, category: ProviderCategory, name: string, now: string): ProviderState {
  return {
    workspace_id: workspaceId,
    category,
    name,
    connected: false,
    account_id: null,
    display_name: null,
    scopes: [],
    connected_at: null,
    last_sync_at: null,
    status: 'disconnected',
    error_message: null,
    updated_at: now,
  };
}

export interface ProviderChange {
  workspace_id: string;
  category: string;
  name: string;
  connected: boolean;
  account_id: string;
  display_name: string;
  scopes: readonly string[];
  status: string;
  error_message: string;
}

/**
 * The state after an operator's connect or disconnect. A reconnection keeps the
 * original connected_at (the connection did not change) unless it had been
 * disconnected. A disconnection forgets the account and its scopes.
 */
export function applyProviderChange(change: ProviderChange, previous: ProviderState | null, now: Date): ProviderState {
  const issues: FieldIssue[] = [];
  const entry = PROVIDER_CATALOGUE.find((p) => p.category === change.category && p.name === change.name);
  if (!isProviderCategory(change.category)) {
    issues.push({ field: 'category', message: `must be one of ${PROVIDER_CATEGORIES.join(', ')}` });
  } else if (!entry) {
    const names = PROVIDER_CATALOGUE.filter((p) => p.category === change.category).map((p) => p.name);
    issues.push({ field: 'name', message: `must be one of ${names.join(', ')} for category ${change.category}` });
  }
  const connectedStatuses = PROVIDER_STATUSES.filter((s) => s !== 'disconnected');
  if (change.connected && change.status && !(connectedStatuses as readonly string[]).includes(change.status)) {
    issues.push({ field: 'status', message: `a connected provider's status must be one of ${connectedStatuses.join(', ')}` });
  }
  if (!change.connected && change.status && change.status !== 'disconnected') {
    issues.push({ field: 'status', message: 'a disconnected provider has status disconnected' });
  }
  if (issues.length > 0 || !entry) throw validationError(issues);

  const stamp = now.toISOString();
  if (!change.connected) return disconnectedState(change.workspace_id, entry.category, entry.name, stamp);
  const stillConnected = previous?.connected === true;
  return {
    workspace_id: change.workspace_id,
    category: entry.category,
    name: entry.name,
    connected: true,
    account_id: change.account_id || (stillConnected ? previous.account_id : null) || `acct_${change.workspace_id.slice(0, 8)}_${entry.name}`,
    display_name: change.display_name || (stillConnected ? previous.display_name : null) || `${entry.name} (${change.workspace_id.slice(0, 8)})`,
    scopes: change.scopes.length > 0 ? [...change.scopes] : stillConnected && previous.scopes.length > 0 ? previous.scopes : [...entry.defaultScopes],
    connected_at: stillConnected ? previous.connected_at : stamp,
    last_sync_at: stillConnected ? previous.last_sync_at : null,
    status: (change.status || 'healthy') as ProviderStatusValue,
    error_message: change.error_message || null,
    updated_at: stamp,
  };
}

/** The listProviders operation's entry: exactly its fields (`providerStatusRecord` in libs/contracts). */
export function renderProvider(state: ProviderState): ProviderStatusRecord {
  return {
    category: state.category,
    name: state.name,
    connected: state.connected,
    account_id: state.account_id,
    display_name: state.display_name,
    scopes: [...state.scopes],
    connected_at: state.connected_at,
    last_sync_at: state.last_sync_at,
    status: state.status,
    error_message: state.error_message,
  };
}

/** The catalogue in its fixed order, each entry's stored state or a disconnected one. */
export function providerList(workspaceId: string, stored: readonly ProviderState[], category: ProviderCategory | null, now: string): ProviderState[] {
  return PROVIDER_CATALOGUE.filter((p) => category === null || p.category === category).map(
    (p) => stored.find((s) => s.category === p.category && s.name === p.name) ?? disconnectedState(workspaceId, p.category, p.name, now),
  );
}

export interface HealthReport {
  account_id: string;
  status: string;
  error_message: string;
  last_sync_at: string;
}

const REPORTABLE_STATUSES: readonly ProviderStatusValue[] = ['healthy', 'degraded', 'needs_reauth'];

/**
 * A sync service's report about a connection: applied only to the connection it
 * was made for (still connected, same account), so a late report cannot undo an
 * operator's reconnect or disconnect. Null when it does not apply.
 */
export function applyHealthReport(previous: ProviderState | null, report: HealthReport, now: Date): ProviderState | null {
  if (!(REPORTABLE_STATUSES as readonly string[]).includes(report.status)) {
    throw validationError([{ field: 'status', message: `must be one of ${REPORTABLE_STATUSES.join(', ')}` }]);
  }
  if (report.last_sync_at !== '' && Number.isNaN(Date.parse(report.last_sync_at))) {
    throw validationError([{ field: 'last_sync_at', message: 'must be an ISO timestamp or empty' }]);
  }
  if (!previous?.connected || previous.account_id !== report.account_id) return null;
  return {
    ...previous,
    status: report.status as ProviderStatusValue,
    error_message: report.status === 'healthy' ? null : report.error_message || null,
    last_sync_at: report.last_sync_at === '' ? previous.last_sync_at : new Date(report.last_sync_at).toISOString(),
    updated_at: now.toISOString(),
  };
}
