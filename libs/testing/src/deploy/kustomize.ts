import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface JsonPatchOp {
  op: 'replace' | 'add' | 'remove';
  path: string;
  value?: unknown;
}

/** The kustomization fields our overlays use; anything else fails the render rather than being ignored. */
const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'replicas', 'patches']);
const CLUSTER_SCOPED_KINDS = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition']);

export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8'), { merge: true })
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return doc.toJS() as unknown;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}

/**
 * Renders a kustomization directory the way `kustomize build` does for the subset of
 * features this repository uses, offline and without a kubectl binary.
 */
export function renderKustomization(dir: string): K8sObject[] {
  const [kustomization] = readYamlDocuments(join(dir, 'kustomization.yaml')) as Array<Record<string, unknown> | undefined>;
  if (kustomization === undefined) throw new Error(`${dir}: kustomization.yaml is empty`);
  const unknown = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unknown.length > 0) throw new Error(`${dir}: kustomization fields not supported by this renderer: ${unknown.join(', ')}`);

  const objects: K8sObject[] = [];
  for (const resource of (kustomization['resources'] as string[] | undefined) ?? []) {
    const path = join(dir, resource);
    if (statSync(path).isDirectory()) objects.push(...renderKustomization(path));
    else objects.push(...(readYamlDocuments(path) as K8sObject[]));
  }

  for (const label of (kustomization['labels'] as Array<{ pairs: Record<string, string>; includeSelectors?: boolean }> | undefined) ?? []) {
    if (label.includeSelectors === true) throw new Error(`${dir}: labels with includeSelectors are not supported by this renderer`);
    for (const object of objects) object.metadata.labels = { ...object.metadata.labels, ...label.pairs };
  }

  for (const { name, count } of (kustomization['replicas'] as Array<{ name: string; count: number }> | undefined) ?? []) {
    const targets = objects.filter((o) => o.metadata.name === name && ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(o.kind));
    if (targets.length === 0) throw new Error(`${dir}: replicas entry ${name} matches no workload`);
    for (const target of targets) (target['spec'] as Record<string, unknown>)['replicas'] = count;
  }

  for (const patch of (kustomization['patches'] as Array<{ target: { kind?: string; name?: string }; patch: string }> | undefined) ?? []) {
    const targets = objects.filter(
      (o) => (patch.target.kind === undefined || o.kind === patch.target.kind) && (patch.target.name === undefined || o.metadata.name === patch.target.name),
    );
    if (targets.length === 0) throw new Error(`${dir}: patch target ${JSON.stringify(patch.target)} matches nothing`);
    const ops = readYamlFromString(patch.patch) as JsonPatchOp[];
    for (const target of targets) for (const op of ops) applyJsonPatch(target, op, dir);
  }

  const namespace = kustomization['namespace'] as string | undefined;
  if (namespace !== undefined) {
    for (const object of objects) if (!CLUSTER_SCOPED_KINDS.has(object.kind)) object.metadata.namespace = namespace;
  }
  return objects;
}

function readYamlFromString(text: string): unknown {
  const [doc] = parseAllDocuments(text);
  if (doc === undefined || doc.errors.length > 0) throw new Error(`unreadable patch: ${text}`);
  return doc.toJS() as unknown;
}

/** RFC 6902 replace/add/remove; a replace or remove of a missing path fails, as kustomize does. */
function applyJsonPatch(target: K8sObject, op: JsonPatchOp, dir: string): void {
  const segments = op.path.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = segments.pop();
  if (last === undefined) throw new Error(`${dir}: patch path ${op.path} is empty`);
  let parent: Record<string, unknown> = target;
  for (const segment of segments) {
    const next = parent[segment];
    if (typeof next !== 'object' || next === null) throw new Error(`${dir}: patch path ${op.path} not found in ${target.kind}/${target.metadata.name}`);
    parent = next as Record<string, unknown>;
  }
  if (op.op !== 'add' && !(last in parent)) throw new Error(`${dir}: patch path ${op.path} not found in ${target.kind}/${target.metadata.name}`);
  if (op.op === 'remove') delete parent[last];
  else parent[last] = op.value;
}
