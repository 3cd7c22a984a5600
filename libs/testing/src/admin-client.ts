import { spawn } from 'node:child_process';

/** What one CLI run produced; `json` is the single JSON object it printed, when it printed one. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  json: Record<string, unknown> | undefined;
}

export interface WorkspaceRecord {
  id: string;
  [field: string]: unknown;
}

export interface KeyRecord {
  id: string;
  /** The secret, shown once at creation. */
  key: string;
  [field: string]: unknown;
}

export type AdminRecord = Record<string, unknown>;

export interface CreateWorkspaceInput {
  name?: string;
  plan?: 'starter' | 'pro' | 'org';
  credits?: number;
  timezone?: string;
}

export interface CreateKeyInput {
  name?: string;
  permissions?: string[];
  /** ISO 8601 timestamp. */
  expiresAt?: string;
}

export interface ProviderInput {
  category: string;
  name: string;
  /** The provider account (e.g. the mailbox synced); the workspace service picks one when omitted. */
  accountId?: string;
}

export interface CliContext {
  repoRoot: string;
  /** The stack's data dir: the CLI finds the stack through <dataDir>/stack.json. */
  dataDir: string;
  workspaceUrl: string;
}

/**
 * The admin operations of the dashboard, done by running the real CLI
 * (dist/apps/cli/main.js) so every test that sets up data also exercises it.
 */
export class AdminClient {
  constructor(private readonly context: CliContext) {}

  /**
   * Runs the CLI with raw arguments; never throws on a failing command.
   * `envOverrides` changes the CLI's environment; an undefined value removes
   * the variable (e.g. WORKSPACE_URL, so the CLI must find the stack through stack.json).
   */
  run(args: string[], envOverrides: Record<string, string | undefined> = {}): Promise<CliResult> {
    const { repoRoot, dataDir, workspaceUrl } = this.context;
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, WORKSPACE_URL: workspaceUrl, LOG_LEVEL: 'silent', ...envOverrides };
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['dist/apps/cli/main.js', ...args], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr, json: parseObject(stdout) }));
    });
  }

  async createWorkspace(input: CreateWorkspaceInput = {}): Promise<WorkspaceRecord> {
    const args = ['workspace', 'create', '--name', input.name ?? `Test workspace ${Date.now()}`];
    if (input.plan) args.push('--plan', input.plan);
    if (input.credits !== undefined) args.push('--credits', String(input.credits));
    if (input.timezone) args.push('--timezone', input.timezone);
    return (await this.ok(args)) as WorkspaceRecord;
  }

  async createKey(workspaceId: string, input: CreateKeyInput = {}): Promise<KeyRecord> {
    const args = ['key', 'create', '--workspace', workspaceId, '--name', input.name ?? 'test key'];
    args.push('--permissions', (input.permissions ?? ['read', 'write']).join(','));
    if (input.expiresAt) args.push('--expires', input.expiresAt);
    return (await this.ok(args)) as KeyRecord;
  }

  revokeKey(keyId: string): Promise<AdminRecord> {
    return this.ok(['key', 'revoke', '--key', keyId]);
  }

  connectProvider(workspaceId: string, provider: ProviderInput): Promise<AdminRecord> {
    const account = provider.accountId === undefined ? [] : ['--account-id', provider.accountId];
    return this.ok(['provider', 'connect', '--workspace', workspaceId, '--category', provider.category, '--name', provider.name, ...account]);
  }

  disconnectProvider(workspaceId: string, provider: ProviderInput): Promise<AdminRecord> {
    return this.ok(['provider', 'disconnect', '--workspace', workspaceId, '--category', provider.category, '--name', provider.name]);
  }

  setCredits(workspaceId: string, balance: number): Promise<AdminRecord> {
    return this.ok(['credits', 'set', '--workspace', workspaceId, '--balance', String(balance)]);
  }

  setPlan(workspaceId: string, plan: 'starter' | 'pro' | 'org'): Promise<AdminRecord> {
    return this.ok(['plan', 'set', '--workspace', workspaceId, '--plan', plan]);
  }

  /** 0 clears an override (back to the plan's limit). */
  setLimits(workspaceId: string, limits: { daily?: number; minute?: number }): Promise<AdminRecord> {
    return this.ok(['limits', 'set', '--workspace', workspaceId, '--daily', String(limits.daily ?? 0), '--minute', String(limits.minute ?? 0)]);
  }

  createUser(workspaceId: string, user: { email: string; name?: string; role?: string }): Promise<AdminRecord> {
    const args = ['user', 'create', '--workspace', workspaceId, '--email', user.email];
    if (user.name) args.push('--name', user.name);
    if (user.role) args.push('--role', user.role);
    return this.ok(args);
  }

  private async ok(args: string[]): Promise<AdminRecord> {
    const result = await this.run(args);
    if (result.code !== 0 || result.json === undefined) {
      throw new Error(`wbk ${args.join(' ')} failed (exit ${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
    }
    return result.json;
  }
}

/** The CLI's contract is one JSON object on stdout; anything else is undefined. */
function parseObject(stdout: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(stdout);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
