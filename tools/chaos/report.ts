import type { SendCounts } from './campaigns';
import type { AuditCounts, EventCounts, WorkflowCounts, WriteCounts } from './checks';
import type { CreditCounts } from './credits';
import type { SyncCounts } from './mailbox';
import type { Ledger } from './ledger';

export interface CampaignResult {
  minutes: number;
  seed: number;
  ledger: Ledger;
  writes: WriteCounts;
  events: EventCounts;
  audit: AuditCounts;
  workflows: WorkflowCounts;
  credits: CreditCounts;
  lookupOutcomes: Map<string, number>;
  sends: SendCounts;
  campaignOutcomes: Map<string, number>;
  syncs: SyncCounts;
  syncOutcomes: Map<string, number>;
}

const SAMPLE = 10;

function sorted(map: Map<string, number>): string {
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(' ') || 'none';
}

/**
 * The losses and doubles the campaign fails on. At-least-once delivery allows
 * an event to repeat, so event duplicates are counted, not failed.
 */
export function lossesOf(result: CampaignResult): number {
  const { writes, events, audit, credits, sends, workflows, syncs } = result;
  return syncs.unfinished + workflows.missing + workflows.doubled + writes.missing.length + events.missing.length + audit.missing + credits.doubleCharged + credits.unchargedAnswers + sends.doubled + sends.notSent;
}

export function formatReport(result: CampaignResult): string {
  const { ledger, writes, events, audit } = result;
  const lines = [
    `fault campaign: ${result.minutes} min, seed ${result.seed}`,
    `requests: ${ledger.requests} by outcome: ${sorted(ledger.outcomes)} (keyed retries ${ledger.keyedRetries})`,
    `kills: ${[...ledger.kills.values()].reduce((a, b) => a + b, 0)} by process: ${sorted(ledger.kills)}`,
    `writes: acknowledged ${writes.acknowledged}, stored ${writes.stored}, missing ${writes.missing.length}`,
    `events: expected ${events.expected}, delivered ${events.delivered}, missing ${events.missing.length}, duplicates ${events.duplicates} (repeated attempts of one delivery ${events.repeatedAttempts})`,
    `workflow webhook actions: expected ${result.workflows.expected}, performed ${result.workflows.performed}, missing ${result.workflows.missing}, doubled ${result.workflows.doubled}`,
    `audit entries of 2xx calls: ${audit.calls}, found ${audit.found}, missing ${audit.missing}`,
    `enrichment lookups by outcome: ${sorted(result.lookupOutcomes)}`,
    `credits: acknowledged lookups ${result.credits.acknowledged}, charged ${result.credits.charged}, double-charged ${result.credits.doubleCharged}, answered without a charge ${result.credits.unchargedAnswers}, charged without a 200 ${result.credits.chargedWithoutAnswer}`,
    `campaign calls by outcome: ${sorted(result.campaignOutcomes)}`,
    `sequencer steps: expected ${result.sends.expected}, sent ${result.sends.sent}, not sent ${result.sends.notSent}, doubled ${result.sends.doubled}`,
    `mailbox syncs by outcome: ${sorted(result.syncOutcomes)}; jobs accepted ${result.syncs.accepted}, completed ${result.syncs.completed}, failed ${result.syncs.failed}, unfinished ${result.syncs.unfinished}`,
  ];
  for (const [label, list] of [['missing writes', writes.missing], ['missing events', events.missing]] as const) {
    if (list.length > 0) lines.push(`${label} (first ${Math.min(SAMPLE, list.length)}): ${list.slice(0, SAMPLE).join('; ')}`);
  }
  lines.push(lossesOf(result) === 0 ? 'result: nothing acknowledged was lost or doubled' : `result: ${lossesOf(result)} LOSSES OR DOUBLES`);
  return lines.join('\n');
}
