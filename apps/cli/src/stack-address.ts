import { readFileSync } from 'node:fs';
import path from 'node:path';

export const STACK_FILE = 'stack.json';

/**
 * Where the workspace service listens: WORKSPACE_URL, else the address that
 * `npm start` recorded in <DATA_DIR>/stack.json. Throws a message that says
 * how to fix it, since the usual cause is a stack that is not running.
 */
/** The CLI's credentials recorded by `npm start` next to the addresses (undefined when the stack file has none). */
export function stackCredentials(dataDir: string): { RPC_SIGNING_KEY: string; RPC_TRUSTED_KEYS: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.resolve(dataDir, STACK_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const signingKey = record['cli_rpc_signing_key'];
  const trustedKeys = record['rpc_trusted_keys'];
  return typeof signingKey === 'string' && typeof trustedKeys === 'string' ? { RPC_SIGNING_KEY: signingKey, RPC_TRUSTED_KEYS: trustedKeys } : undefined;
}

export function workspaceAddress(workspaceUrl: string | undefined, dataDir: string): string {
  if (workspaceUrl) return workspaceUrl.replace(/^grpc:\/\//, '');
  const file = path.resolve(dataDir, STACK_FILE);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`no running stack found: ${file} does not exist (start one with \`npm start\`, or set WORKSPACE_URL=host:port)`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${file} is not valid JSON; restart the stack with \`npm start\` or set WORKSPACE_URL=host:port`);
  }
  const address = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['workspace_grpc'] : undefined;
  if (typeof address !== 'string' || address === '') {
    throw new Error(`${file} has no "workspace_grpc" address; restart the stack with \`npm start\` or set WORKSPACE_URL=host:port`);
  }
  return address;
}
