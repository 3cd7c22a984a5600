// The foreground stack of `npm start` (run by start.mjs through tsx): the same
// topology and harness as the end-to-end tests, with data kept in DATA_DIR and
// a demo workspace created on first start (tools/dev/demo).
import { join, resolve } from 'node:path';
import { SEEDED_SIM_ACCOUNTS, findRepoRoot, startStack, type Stack } from '../../libs/testing/src/index';
import { createDemo } from './demo/create-demo';
import { demoFile, readDemoRecord, writeDemoRecord, type KeptDemoRecord } from './demo/demo-record';
import { ensureReceiverTls, localReceiverEnv } from './demo/webhook-receiver-tls';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    console.error(`PORT must be a TCP port number, got ${process.env.PORT}`);
    process.exit(1);
  }

  console.log(`starting the stack (data in ${dataDir}, logs in ${join(dataDir, 'logs')})`);
  let dispatcherEnv: Record<string, string> = {};
  try {
    dispatcherEnv = localReceiverEnv(ensureReceiverTls(dataDir));
  } catch (err) {
    console.error(`no local webhook receiver certificate (webhooks to loopback will be refused): ${err instanceof Error ? err.message : String(err)}`);
  }
  let stack: Stack;
  try {
    // Unlike test stacks, a newcomer's connected mail and calendar accounts hold seeded mail and meetings.
    stack = await startStack({ dataDir, port, appEnv: { 'provider-sim': SEEDED_SIM_ACCOUNTS, 'webhook-dispatcher': dispatcherEnv } });
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
    const kept = readDemoRecord(dataDir);
    if (kept) {
      printWelcome(stack, kept);
      if (kept.campaign_id === undefined) console.log(`${demoFile(dataDir)} was written by an earlier version without the demo records; stop, remove it and start again to have them.`);
      return;
    }
    const demo = await createDemo(stack, (keys, workspaceId) => console.log(`demo workspace ${workspaceId} created; keys: ${keys.all_permissions} (all permissions), ${keys.read_only} (read only)`));
    writeDemoRecord(dataDir, demo);
    printWelcome(stack, demo);
  } catch (err) {
    // The stack stays up: the API works without the demo data, and a start without demo.json creates it again.
    console.error(`could not prepare the demo workspace: ${err instanceof Error ? err.message : String(err)}`);
    console.error(`the API runs at ${stack.baseUrl}; remove ${demoFile(dataDir)} if it is there, and the next start creates the demo workspace again.`);
  }
}

function printWelcome(stack: Stack, demo: KeptDemoRecord): void {
  console.log(`
API ready at ${stack.baseUrl}  (NATS ${stack.natsUrl.replace(/\/\/[^@]*@/, '//')}, users and keys generated for this run)
demo workspace ${demo.workspace_id} (plan pro): ${demo.contacts ? `${demo.contacts.length} contacts, a deal, a draft campaign, mail, calendar and chat connected` : 'its keys only'}
  all-permissions key (read,write,assistant,admin): ${demo.keys.all_permissions}
  read-only key:                                    ${demo.keys.read_only}
  (both in ${demoFile(stack.dataDir)}; the README's quick start walks every capability with them)

try:
  curl -s -H "Authorization: Bearer ${demo.keys.all_permissions}" ${stack.baseUrl}/v1/contacts

admin CLI: DATA_DIR=${stack.dataDir} npm run wbk -- --help
Ctrl-C stops everything.`);
}

void main();
