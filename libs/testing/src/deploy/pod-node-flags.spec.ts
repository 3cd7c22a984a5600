import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TOPOLOGY } from '../topology';
import { renderKustomization } from './kustomize';
import { imageNodeFlags, podNodeFlags } from './pod-node-flags';

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

describe('the app image', () => {
  it('fixes the young generation: its semi-spaces neither grow nor shrink', () => {
    const flags = imageNodeFlags(repoRoot);
    expect(flagOf(flags, '--max-semi-space-size')).toBeGreaterThan(0);
    expect(flagOf(flags, '--min-semi-space-size')).toBe(flagOf(flags, '--max-semi-space-size'));
  });
});

describe.each(renders)('the V8 heap of every pod of %s', (dir) => {
  const semiSpace = flagOf(imageNodeFlags(repoRoot), '--max-semi-space-size')!;
  const containers = renderKustomization(dir)
    .filter((o) => o.kind === 'Deployment')
    .flatMap((d) => (d['spec'] as { template: { spec: { containers: Container[] } } }).template.spec.containers);

  it.each(containers.map((c) => [c.name, c] as const))('%s sizes its old space in NODE_OPTIONS, within its memory limit', (_name, container) => {
    const oldSpace = flagOf((container.env?.find((e) => e.name === 'NODE_OPTIONS')?.value ?? '').split(/\s+/), '--max-old-space-size');
    expect(oldSpace).toBeGreaterThan(0);
    // V8's young generation is three semi-spaces; a quarter of the limit stays for
    // what lives outside the heap (SQLite's pages, Buffers, TLS, compiled code).
    expect(oldSpace! + 3 * semiSpace).toBeLessThanOrEqual(0.75 * mebibytesOf(container.resources?.limits?.['memory']));
  });
});

describe('podNodeFlags', () => {
  it("gives every app the harness runs its pod's flags, the image's first, and the simulator none", () => {
    const flags = podNodeFlags(repoRoot);
    for (const app of TOPOLOGY) {
      if (app.name === 'provider-sim') {
        expect(flags[app.name]).toBeUndefined();
        continue;
      }
      expect(flags[app.name]?.slice(0, imageNodeFlags(repoRoot).length)).toEqual(imageNodeFlags(repoRoot));
      expect(flags[app.name]?.some((flag) => flag.startsWith('--max-old-space-size='))).toBe(true);
    }
  });
});
