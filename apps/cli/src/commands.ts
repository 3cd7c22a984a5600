import { parseArgs } from 'node:util';
import type { WorkspaceRpc } from '@wbk/contracts';

/**
 * The admin commands: each maps its flags onto one WorkspaceService RPC. Flag
 * parsing is strict (an unknown or misspelt flag is a usage error, never
 * silently ignored), and numbers must be whole numbers.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

type AdminMethod = 'CreateWorkspace' | 'GetWorkspace' | 'CreateApiKey' | 'RevokeApiKey' | 'SetProviderStatus' | 'SetCredits' | 'SetPlan' | 'SetRateLimits' | 'CreateUser';

/** One admin RPC with its request message (WorkspaceService's generated types), so a command cannot build a wrongly shaped request. */
export type RpcInvocation = { [M in AdminMethod]: { method: M; request: WorkspaceRpc[M]['request'] } }[AdminMethod];

type Flags = Record<string, string | undefined>;

interface CommandSpec {
  summary: string;
  /** Flag name -> required; every flag takes a value. */
  flags: Record<string, boolean>;
  build(flags: Flags): RpcInvocation;
}

function integer(flags: Flags, name: string): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

function csv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const str = (flags: Flags, name: string): string => flags[name] ?? '';

function providerCommand(connected: boolean): CommandSpec {
  return {
    summary: `${connected ? 'connect' : 'disconnect'} a provider: --workspace ID --category C --name NAME${connected ? ' [--account-id A] [--display-name D] [--scopes a,b] [--status healthy|degraded|needs_reauth] [--error-message M]' : ''}`,
    flags: connected
      ? { workspace: true, category: true, name: true, 'account-id': false, 'display-name': false, scopes: false, status: false, 'error-message': false }
      : { workspace: true, category: true, name: true },
    build: (f) => ({
      method: 'SetProviderStatus',
      request: {
        workspace_id: str(f, 'workspace'),
        category: str(f, 'category'),
        name: str(f, 'name'),
        connected,
        account_id: str(f, 'account-id'),
        display_name: str(f, 'display-name'),
        scopes: csv(f['scopes']),
        status: str(f, 'status'),
        error_message: str(f, 'error-message'),
      },
    }),
  };
}

export const COMMANDS: Record<string, CommandSpec> = {
  'workspace create': {
    summary: 'create a workspace: --name N [--plan starter|pro|org] [--timezone TZ] [--credits N] [--locale L] [--currency C] [--jurisdiction J]',
    flags: { name: true, plan: false, timezone: false, credits: false, locale: false, currency: false, jurisdiction: false },
    build: (f) => {
      const credits = integer(f, 'credits');
      return {
        method: 'CreateWorkspace',
        request: {
          name: str(f, 'name'),
          plan: str(f, 'plan'),
          timezone: str(f, 'timezone'),
          locale: str(f, 'locale'),
          currency: str(f, 'currency'),
          jurisdiction: str(f, 'jurisdiction'),
          credits: credits ?? 0,
          has_credits: credits !== undefined,
        },
      };
    },
  },
  'workspace get': {
    summary: 'show a workspace: --workspace ID',
    flags: { workspace: true },
    build: (f) => ({ method: 'GetWorkspace', request: { workspace_id: str(f, 'workspace') } }),
  },
  'key create': {
    summary: 'create an API key (printed once): --workspace ID --name N --permissions read,write[,assistant,admin,read:settings,...] [--expires ISO]',
    flags: { workspace: true, name: true, permissions: true, expires: false },
    build: (f) => ({
      method: 'CreateApiKey',
      request: { workspace_id: str(f, 'workspace'), name: str(f, 'name'), permissions: csv(f['permissions']), expires_at: str(f, 'expires') },
    }),
  },
  'key revoke': {
    summary: 'revoke an API key, in force on every gateway when this returns: --id KEY_ID (or --key KEY_ID)',
    flags: { id: false, key: false },
    build: (f) => {
      const keyId = f['id'] ?? f['key'];
      if (!keyId) throw new UsageError('key revoke needs --id KEY_ID');
      return { method: 'RevokeApiKey', request: { key_id: keyId } };
    },
  },
  'provider connect': providerCommand(true),
  'provider disconnect': providerCommand(false),
  'credits set': {
    summary: 'set the credit balance: --workspace ID --balance N',
    flags: { workspace: true, balance: true },
    build: (f) => ({ method: 'SetCredits', request: { workspace_id: str(f, 'workspace'), balance: integer(f, 'balance') } }),
  },
  'plan set': {
    summary: 'change the plan: --workspace ID --plan starter|pro|org',
    flags: { workspace: true, plan: true },
    build: (f) => ({ method: 'SetPlan', request: { workspace_id: str(f, 'workspace'), plan: str(f, 'plan') } }),
  },
  'limits set': {
    summary: "override rate limits: --workspace ID [--daily N] [--per-minute N] (0 or absent = the plan's limit; both 0 clears the override)",
    flags: { workspace: true, daily: false, 'per-minute': false, minute: false },
    build: (f) => ({
      method: 'SetRateLimits',
      request: {
        workspace_id: str(f, 'workspace'),
        daily_limit: integer(f, 'daily') ?? 0,
        minute_limit: integer(f, 'per-minute') ?? integer(f, 'minute') ?? 0,
      },
    }),
  },
  'user create': {
    summary: 'add a user: --workspace ID --email E [--name N] [--role owner|admin|member]',
    flags: { workspace: true, email: true, name: false, role: false },
    build: (f) => ({ method: 'CreateUser', request: { workspace_id: str(f, 'workspace'), email: str(f, 'email'), name: str(f, 'name'), role: str(f, 'role') } }),
  },
};

export function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, spec]) => `  wbk ${name.padEnd(20)} ${spec.summary}`);
  const version = `  wbk ${'version'.padEnd(20)} the CLI's build and the Node it runs on`;
  return ['usage: npm run -s wbk -- <command> [flags]', '', 'commands:', ...lines, version, '', 'Each command prints one JSON object on stdout.'].join('\n');
}

/** Turns argv (after the script name) into the RPC to make; UsageError for anything that is not a known command with valid flags. */
export function parseCommand(argv: readonly string[]): RpcInvocation {
  const [noun, verb, ...rest] = argv;
  const name = `${noun ?? ''} ${verb ?? ''}`;
  const spec = COMMANDS[name];
  if (!spec || noun?.startsWith('-') || verb?.startsWith('-')) {
    throw new UsageError(noun ? `unknown command "${argv.slice(0, 2).join(' ')}"` : 'no command given');
  }
  let values: Flags;
  try {
    const parsed = parseArgs({
      args: [...rest],
      options: Object.fromEntries(Object.keys(spec.flags).map((flag) => [flag, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
    values = parsed.values as Flags;
  } catch (err) {
    throw new UsageError(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const missing = Object.entries(spec.flags)
    .filter(([flag, required]) => required && !values[flag])
    .map(([flag]) => `--${flag}`);
  if (missing.length > 0) throw new UsageError(`${name}: missing ${missing.join(', ')}`);
  return spec.build(values);
}
