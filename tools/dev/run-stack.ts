// The foreground stack of `npm start` (run by start.mjs through tsx): the same
// topology and harness as the end-to-end tests, with data kept in DATA_DIR and
// a demo workspace created on first start.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SEEDED_SIM_ACCOUNTS, findRepoRoot, startStack, type Stack } from '../../libs/testing/src/index';

interface DemoData {
  workspace_id: string;
  keys: { all_permissions: string; read_only: string };
}

const ALL_PERMISSIONS = ['read', 'write', 'assistant', 'admin'];

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    console.error(`PORT must be a TCP port number, got ${process.env.PORT}`);
    process.exit(1);
  }

  console.log(`starting the stack (data in ${dataDir}, logs in ${join(dataDir, 'logs')})`);
  let stack: Stack;
  try {
    // Unlike test stacks, a newcomer's connected mail and calendar accounts hold seeded mail and meetings.
    stack = await startStack({ dataDir, port, appEnv: { 'provider-sim': SEEDED_SIM_ACCOUNTS } });
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping every app and nats-server`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    const demo = await ensureDemo(stack);
    printWelcome(stack, demo);
  } catch (err) {
    console.error(`could not prepare the demo workspace: ${err instanceof Error ? err.message : String(err)}`);
    await stack.stop();
    process.exit(1);
  }
}

/** A second start keeps the data: the demo workspace is created once and remembered in demo.json. */
async function ensureDemo(stack: Stack): Promise<DemoData> {
  const file = join(stack.dataDir, 'demo.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DemoData;
  const workspace = await stack.admin.createWorkspace({ name: 'Demo workspace', plan: 'pro', credits: 500 });
  const all = await stack.admin.createKey(workspace.id, { name: 'demo all permissions', permissions: ALL_PERMISSIONS });
  const readOnly = await stack.admin.createKey(workspace.id, { name: 'demo read only', permissions: ['read'] });
  const demo: DemoData = { workspace_id: workspace.id, keys: { all_permissions: all.key, read_only: readOnly.key } };
  writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`);
  return demo;
}

function printWelcome(stack: Stack, demo: DemoData): void {
  console.log(`
API ready at ${stack.baseUrl}  (NATS ${stack.natsUrl.replace(/\/\/[^@]*@/, '//')}, users and keys generated for this run)
demo workspace ${demo.workspace_id} (plan pro)
  all-permissions key (read,write,assistant,admin): ${demo.keys.all_permissions}
  read-only key:                                    ${demo.keys.read_only}

try:
  curl -s -H "Authorization: Bearer ${demo.keys.all_permissions}" ${stack.baseUrl}/v1/settings

admin CLI: DATA_DIR=${stack.dataDir} npm run wbk -- --help
Ctrl-C stops everything.`);
}

void main();
