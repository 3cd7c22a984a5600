import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPOLOGY } from '../topology';
import { renderKustomization } from './kustomize';
import { podNodeOptions } from './pod-node-options';

const repoRoot = join(__dirname, '../../../..');
const k8sRoot = join(repoRoot, 'deploy/k8s');
const renders = [join(k8sRoot, 'base'), ...readdirSync(join(k8sRoot, 'overlays')).map((overlay) => join(k8sRoot, 'overlays', overlay))];

interface Container {
  name: string;
  env?: Array<{ name: string; value?: string }>;
  resources?: { limits?: Record<string, string> };
}

function mebibytesOf(quantity: string | undefined): number {
  const match = /^(\d+)(Mi|Gi)$/.exec(quantity ?? '');
  if (match === null) throw new Error(`memory limit ${quantity ?? '(none)'} is not in Mi or Gi`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
}

function flagOf(flags: string[], name: string): number | undefined {
  const value = flags.find((flag) => flag.startsWith(`${name}=`))?.slice(name.length + 1);
  return value === undefined ? undefined : Number(value);
}

describe.each(renders)('the V8 heap of every pod of %s', (dir) => {
  const containers = renderKustomization(dir)
    .filter((o) => o.kind === 'Deployment')
    .flatMap((d) => (d['spec'] as { template: { spec: { containers: Container[] } } }).template.spec.containers);

  it.each(containers.map((c) => [c.name, c] as const))('%s is sized by NODE_OPTIONS within its memory limit', (_name, container) => {
    const flags = (container.env?.find((e) => e.name === 'NODE_OPTIONS')?.value ?? '').split(/\s+/);
    const oldSpace = flagOf(flags, '--max-old-space-size');
    const semiSpace = flagOf(flags, '--max-semi-space-size');
    expect(oldSpace).toBeGreaterThan(0);
    expect(semiSpace).toBeGreaterThan(0);
    // V8's young generation is three semi-spaces; a quarter of the limit stays for
    // what lives outside the heap (SQLite's pages, Buffers, TLS, compiled code).
    expect(oldSpace! + 3 * semiSpace!).toBeLessThanOrEqual(0.75 * mebibytesOf(container.resources?.limits?.['memory']));
  });
});

describe('podNodeOptions', () => {
  it('gives every app the harness runs the flags of its pod, and the simulator none', () => {
    const flags = podNodeOptions(repoRoot);
    for (const app of TOPOLOGY) {
      if (app.name === 'provider-sim') expect(flags[app.name]).toBeUndefined();
      else expect(flags[app.name]?.some((flag) => flag.startsWith('--max-old-space-size='))).toBe(true);
    }
  });
});
