// What `npm start` remembers of the demo workspace in <DATA_DIR>/demo.json: the
// keys it printed and the ids the README's quick start reads with jq.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DemoContact {
  id: string;
  email: string;
  full_name: string;
}

export interface DemoRecord {
  workspace_id: string;
  keys: { all_permissions: string; read_only: string };
  /** The account of the connected mailbox and calendar at the provider (provider-sim seeds it). */
  mailbox: string;
  contacts: DemoContact[];
  company_ids: string[];
  deal_id: string;
  campaign_id: string;
}

export function demoFile(dataDir: string): string {
  return join(dataDir, 'demo.json');
}

/** A file written by an earlier version holds the workspace and keys only. */
export type KeptDemoRecord = Pick<DemoRecord, 'workspace_id' | 'keys'> & Partial<DemoRecord>;

export function readDemoRecord(dataDir: string): KeptDemoRecord | undefined {
  const file = demoFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as KeptDemoRecord) : undefined;
}

/** Written once every part exists, so a start that failed half way tries again at the next start. */
export function writeDemoRecord(dataDir: string, record: DemoRecord): void {
  writeFileSync(demoFile(dataDir), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
}
