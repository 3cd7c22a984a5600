import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderKustomization } from './kustomize';

interface PodTemplate {
  template: { spec: { containers: Array<{ name: string; env?: Array<{ name: string; value?: string }> }> } };
}

/** The node flags of the app image's ENTRYPOINT (deploy/docker/Dockerfile), which every app's container runs with. */
export function imageNodeFlags(repoRoot: string): string[] {
  const entrypoint = /^ENTRYPOINT (\[.*\])$/m.exec(readFileSync(join(repoRoot, 'deploy/docker/Dockerfile'), 'utf8'))?.[1];
  if (entrypoint === undefined) throw new Error('deploy/docker/Dockerfile has no ENTRYPOINT in exec form');
  return (JSON.parse(entrypoint) as string[]).filter((arg) => arg.startsWith('--'));
}

/** Each container's NODE_OPTIONS in deploy/k8s/base, split into flags, by container name. */
export function podNodeOptions(repoRoot: string): Record<string, string[]> {
  const options: Record<string, string[]> = {};
  for (const object of renderKustomization(join(repoRoot, 'deploy/k8s/base'))) {
    if (object.kind !== 'Deployment') continue;
    for (const container of (object['spec'] as PodTemplate).template.spec.containers) {
      const value = container.env?.find((e) => e.name === 'NODE_OPTIONS')?.value;
      if (value !== undefined) options[container.name] = value.split(/\s+/).filter((flag) => flag !== '');
    }
  }
  return options;
}

/**
 * The node flags each app runs with in its pod: the image's, then its
 * Deployment's NODE_OPTIONS. The harness starts every app with them: V8 sizes
 * a heap it is not told about from the memory it sees, which on a developer's
 * machine is many times a pod's, so without them a local stack's memory says
 * nothing about a pod's. An app without a Deployment (provider-sim) gets none.
 */
export function podNodeFlags(repoRoot: string): Record<string, string[]> {
  const image = imageNodeFlags(repoRoot);
  return Object.fromEntries(Object.entries(podNodeOptions(repoRoot)).map(([app, flags]) => [app, [...image, ...flags]]));
}
