import type { AuditCounts, EventCounts, WriteCounts } from './checks';
import type { Ledger } from './ledger';

export interface CampaignResult {
  minutes: number;
  seed: number;
  ledger: Ledger;
  writes: WriteCounts;
  events: EventCounts;
  audit: AuditCounts;
}

const SAMPLE = 10;

function sorted(map: Map<string, number>): string {
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(' ') || 'none';
}

/** The losses the campaign fails on; at-least-once delivery allows repeats, so duplicates are counted, not failed. */
export function lossesOf(result: CampaignResult): number {
  return result.writes.missing.length + result.events.missing.length + result.audit.missing;
}

export function formatReport(result: CampaignResult): string {
  const { ledger, writes, events, audit } = result;
  const lines = [
    `fault campaign: ${result.minutes} min, seed ${result.seed}`,
    `requests: ${ledger.requests} by outcome: ${sorted(ledger.outcomes)} (keyed retries ${ledger.keyedRetries})`,
    `kills: ${[...ledger.kills.values()].reduce((a, b) => a + b, 0)} by process: ${sorted(ledger.kills)}`,
    `writes: acknowledged ${writes.acknowledged}, stored ${writes.stored}, missing ${writes.missing.length}`,
    `events: expected ${events.expected}, delivered ${events.delivered}, missing ${events.missing.length}, duplicates ${events.duplicates} (repeated attempts of one delivery ${events.repeatedAttempts})`,
    `audit entries of 2xx calls: ${audit.calls}, found ${audit.found}, missing ${audit.missing}`,
  ];
  for (const [label, list] of [['missing writes', writes.missing], ['missing events', events.missing]] as const) {
    if (list.length > 0) lines.push(`${label} (first ${Math.min(SAMPLE, list.length)}): ${list.slice(0, SAMPLE).join('; ')}`);
  }
  lines.push(lossesOf(result) === 0 ? 'result: nothing acknowledged was lost' : `result: ${lossesOf(result)} LOSSES`);
  return lines.join('\n');
}
