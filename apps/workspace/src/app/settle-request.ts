import { isUuid, validationError, type FieldIssue } from '@wbk/platform';

/** A held reservation to capture or release, as ReserveCredits named it. */
export interface SettleRequest {
  workspaceId: string;
  reservationId: string;
}

// Hold ids of keyed requests are derived (UUID-shaped, without RFC 4122's version bits).
const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 400 naming each id that cannot name a reservation. */
export function checkSettleRequest({ workspaceId, reservationId }: SettleRequest): void {
  const issues: FieldIssue[] = [];
  if (!isUuid(workspaceId)) issues.push({ field: 'workspace_id', message: 'must be a workspace UUID' });
  if (!HOLD_ID.test(reservationId)) issues.push({ field: 'reservation_id', message: 'must be a reservation id from ReserveCredits' });
  if (issues.length > 0) throw validationError(issues);
}
