import { createTestWorkspace, type ApiResponse, type Envelope, type Stack, type TestWorkspace } from '@wbk/testing';

/** 400 validation_error whose details name each of `fields` (a nested name like `deals.2.name` counts for `deals`). */
export function expectValidationError(response: ApiResponse<Envelope>, fields: string[]): void {
  expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 400, code: 'validation_error' });
  const named = ((response.body.error?.details?.fields ?? []) as Array<{ field: string }>).map((f) => f.field);
  for (const field of fields) expect(named.some((n) => n === field || n.startsWith(`${field}.`))).toBe(true);
}

export function expectError(response: ApiResponse<Envelope>, status: number, code: string): void {
  expect({ status: response.status, code: response.body.error?.code }).toEqual({ status, code });
}

/** Lets the clock move on so records created one after the other get distinct timestamps. */
export const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * The workspace under test (keys as asked) and a second one to prove isolation,
 * both with limits raised so the org plan's 200 calls a minute never throttles a suite.
 */
export async function crmWorkspaces(
  stack: Stack,
  keys: Record<string, string[]>,
): Promise<{ workspace: TestWorkspace; other: TestWorkspace }> {
  const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, keys);
  const other = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
  for (const id of [workspace.id, other.id]) await stack.admin.setLimits(id, { daily: 1_000_000, minute: 100_000 });
  return { workspace, other };
}
