/**
 * `npm run chaos`: the real stack under a steady mixed load while a random
 * process (nats-server and the gateway included) is SIGKILLed and restarted
 * every few seconds; after a settle period with everything up, checks that
 * nothing acknowledged was lost. Exit code 1 on any loss.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answer200, createTestWorkspace, selfSignedCert, startHttpsReceiver, startStack, type ApiClient } from '@wbk/testing';
import { campaignStep, checkSends, prepareCampaigns, type CampaignLoad } from './campaigns';
import { checkAudit, checkEvents, checkWorkflowActions, checkWrites } from './checks';
import { checkCredits, lookupStep, simUrlOf, STARTING_CREDITS, type CreditLookups } from './credits';
import { runKiller } from './killer';
import { checkSyncJobs, prepareMailboxes, syncStep, type MailboxLoad } from './mailbox';
import { Ledger } from './ledger';
import { driveLoad, prepareWorkspaces } from './load';
import { formatReport, lossesOf } from './report';
import { mulberry32 } from '../../apps/provider-sim/src/domain/seeded-random';
import { loadChaosSettings } from './settings';

const log = (line: string): void => {
  process.stdout.write(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
};

async function main(): Promise<number> {
  const settings = loadChaosSettings();
  const random = mulberry32(settings.seed);
  log(`seed ${settings.seed}: ${settings.minutes} min of load, a kill every ${settings.killEverySeconds} s, ${settings.workers} workers`);
  const caDir = await mkdtemp(path.join(tmpdir(), 'wbk-chaos-ca-'));
  const caFile = path.join(caDir, 'receiver-ca.pem');
  await writeFile(caFile, (await selfSignedCert()).cert);
  const receiver = await startHttpsReceiver({ handler: answer200 });
  const stack = await startStack({
    checkConformance: false,
    keepDataDir: true,
    // A crashed workspace service reloads its whole embedded audit store before it listens: over 30 s after minutes of load.
    readyTimeoutMs: 120_000,
    appEnv: {
      'webhook-dispatcher': { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: caFile },
      // Due steps are looked for every second (5 s in production) and a crashed send's lease runs out in 15 s (60 s), so
      // campaigns cross many kills and finish within the settle period.
      // A trigger taken by a killed engine comes back after 10 s (60 s in production): within the settle period.
      'workflow-engine': { WORKFLOW_TRIGGER_ACK_WAIT_MS: '10000' },
      outreach: { SEQUENCER_TICK_MS: '1000', SEQUENCER_LEASE_MS: '15000' },
    },
  });
  log(`stack up, data and logs in ${stack.dataDir}`);
  try {
    const ledger = new Ledger();
    const workspaces = await prepareWorkspaces(stack, settings.workspaces, receiver.url);
    const credited = await createTestWorkspace(stack.admin, { plan: 'org', credits: STARTING_CREDITS });
    const creditApi = stack.api(credited.keys.full);
    const lookups: CreditLookups = { acknowledged: new Set(), outcomes: new Map() };
    const campaigns = await prepareCampaigns(stack);
    const mailboxes = await prepareMailboxes(stack);
    const until = Date.now() + settings.minutes * 60_000;
    await Promise.all([
      driveLoad(ledger, workspaces, settings.workers, until, random),
      driveLookups(creditApi, simUrlOf(stack), lookups, until),
      driveCampaigns(campaigns, until),
      driveSyncs(mailboxes, until),
      runKiller(stack, ledger, { everyMs: settings.killEverySeconds * 1_000, downMs: settings.downSeconds * 1_000, until, random, log }),
    ]);
    log(`load over: ${ledger.requests} requests, ${ledger.writes.length} writes acknowledged, kills ${[...ledger.kills].map(([k, v]) => `${k}=${v}`).join(' ')}`);
    log(`settling ${settings.settleSeconds} s with every process up`);
    await new Promise((resolve) => setTimeout(resolve, settings.settleSeconds * 1_000));
    // The checks read every write back: at the plans' per-minute limits that alone took minutes after a 10-minute run.
    for (const workspace of workspaces) await stack.admin.setLimits(workspace.id, { daily: 100_000_000, minute: 1_000_000 });
    const result = {
      minutes: settings.minutes,
      seed: settings.seed,
      ledger,
      writes: await patiently('checkWrites', () => checkWrites(ledger, workspaces)),
      events: checkEvents(ledger, receiver),
      workflows: checkWorkflowActions(ledger, receiver),
      audit: await patiently('checkAudit', () => checkAudit(ledger, workspaces)),
      credits: await patiently('checkCredits', () => checkCredits(creditApi, lookups)),
      lookupOutcomes: lookups.outcomes,
      sends: await patiently('checkSends', () => checkSends(stack, campaigns)),
      campaignOutcomes: campaigns.outcomes,
      syncs: await patiently('checkSyncJobs', () => checkSyncJobs(mailboxes)),
      syncOutcomes: mailboxes.outcomes,
    };
    process.stdout.write(`${formatReport(result)}\n`);
    return lossesOf(result) === 0 ? 0 : 1;
  } finally {
    await stack.stop();
    await receiver.close();
    await rm(caDir, { recursive: true, force: true });
  }
}

/** One lookup at a time beside the CRM load: enough to cross every kill, little enough for two cores. */
async function driveLookups(api: ApiClient, simUrl: string, lookups: CreditLookups, until: number): Promise<void> {
  while (Date.now() < until) {
    try {
      await lookupStep(api, simUrl, lookups);
    } catch {
      // provider-sim refused to add a person: try the next one.
    }
  }
}

/** A check that cannot read its evidence (a call refused) tries again before the campaign gives up. */
async function patiently<T>(label: string, check: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await check();
    } catch (err) {
      if (attempt === 3) throw err;
      log(`${label} failed (${err instanceof Error ? err.message : String(err)}), trying again`);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
}

const CAMPAIGN_EVERY_MS = 15_000;

async function driveCampaigns(load: CampaignLoad, until: number): Promise<void> {
  while (Date.now() < until) {
    try {
      await campaignStep(load);
    } catch (err) {
      log(`campaign step failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, CAMPAIGN_EVERY_MS));
  }
}

/** Four mailboxes in turn, one sync every 30 s: 5 per mailbox in 10 minutes, under the cap of 6 per hour (longer runs see 429s). */
const SYNC_EVERY_MS = 30_000;

async function driveSyncs(load: MailboxLoad, until: number): Promise<void> {
  for (let turn = 0; Date.now() < until; turn += 1) {
    try {
      await syncStep(load, turn);
    } catch (err) {
      // provider-sim refused the mail: counted with its reason, and the next turn tries again.
      const label = `mail refused by provider-sim: ${err instanceof Error ? err.message.slice(0, 80) : String(err)}`;
      load.outcomes.set(label, (load.outcomes.get(label) ?? 0) + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, SYNC_EVERY_MS));
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`chaos failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(2);
  },
);
