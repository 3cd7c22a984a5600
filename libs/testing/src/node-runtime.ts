import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Node major the project runs on, as `.nvmrc` states it (tools/dev/runtime.mjs
 * reads the same file before any dependency is installed).
 */
export function pinnedNodeMajor(repoRoot: string): number {
  const text = readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim();
  const match = /^v?(\d+)(\.\d+){0,2}$/.exec(text);
  if (!match) throw new Error(`.nvmrc must hold a Node version such as 24, got ${JSON.stringify(text)}`);
  return Number(match[1]);
}

export function nodeMajorOf(version: string): number {
  return Number(version.replace(/^v/, '').split('.')[0]);
}
