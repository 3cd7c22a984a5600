import { join } from 'node:path';
import { renderKustomization } from './kustomize';

interface PodTemplate {
  template: { spec: { containers: Array<{ name: string; env?: Array<{ name: string; value?: string }> }> } };
}

/**
 * The Node flags each container of deploy/k8s/base runs with (its NODE_OPTIONS),
 * by container name. The harness starts every app with them: V8 sizes a heap it
 * is not told about from the memory it sees, which on a developer's machine is
 * many times a pod's, so without them a local stack's memory says nothing
 * about a pod's.
 */
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
