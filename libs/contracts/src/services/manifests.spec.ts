import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_TYPES, type EventType } from '../events/event-catalog';
import { PUBLIC_ROUTES } from '../http/public-routes';
import { NATS_IDENTITIES } from '../nats-grants';
import { addressSettingOf, CLIENT_IDENTITIES, SERVICE_NAMES, type Identity } from './identities';
import { appOf, callersOf, servedBy, type IdentityManifest } from './manifest';
import { eventPublishersOf, IDENTITY_MANIFESTS, SERVICE_MANIFESTS } from './manifests';

/*
 * The manifests against what the code does: each check reads the part of the
 * repository a manifest describes (routes, protos, the apps' config and
 * consumers), so a manifest cannot drift from the code it declares.
 */
const ROOT = join(__dirname, '../../../..');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(path);
    return entry.name.endsWith('.ts') && !/\.(spec|integration-spec)\.ts$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const sorted = <T>(values: Iterable<T>): T[] => [...values].sort();
const manifestsRunIn = (app: string): IdentityManifest[] => IDENTITY_MANIFESTS.filter((m) => appOf(m) === app);
const apps = [...new Set(IDENTITY_MANIFESTS.map(appOf))];

/** The durable names an app's code gives its consumers: literals, and templates (e.g. one per event type) as patterns. */
function durablesInCode(app: string): { literals: Set<string>; patterns: RegExp[] } {
  const code = sourcesOf(join(ROOT, 'apps', app, 'src')).join('\n');
  const literals = new Set([...code.matchAll(/(?:durable|_DURABLE)\s*[:=]\s*'([^']+)'/g)].map((m) => m[1]!));
  const patterns = [...code.matchAll(/durable:\s*`([^`]+)`/g)].map((m) => {
    const parts = m[1]!.split(/\$\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('[a-z_-]+')}$`);
  });
  return { literals, patterns };
}

function declaredDurables(app: string): string[] {
  return manifestsRunIn(app).flatMap((m) => [...m.consumes.map((c) => c.durable), ...(m.bus?.queues ?? []).map((q) => q.durable)]);
}

describe('service manifests', () => {
  it('has one manifest per identity, each service under its deployable name', () => {
    expect(sorted(IDENTITY_MANIFESTS.map((m) => m.name))).toEqual(sorted<string>([...SERVICE_NAMES, ...CLIENT_IDENTITIES]));
    for (const name of SERVICE_NAMES) expect(SERVICE_MANIFESTS[name].name).toBe(name);
    const appFolders = readdirSync(join(ROOT, 'apps'));
    for (const app of apps) expect({ app, exists: appFolders.includes(app) }).toEqual({ app, exists: true });
  });

  it('lists every public route in the manifest of the service that serves it, once', () => {
    const listed = Object.values(SERVICE_MANIFESTS).flatMap((m) => m.routes.map((route) => ({ operationId: route.operationId, service: route.service, manifest: m.name })));
    for (const entry of listed) expect(entry).toEqual({ ...entry, service: entry.manifest });
    expect(sorted(listed.map((e) => e.operationId))).toEqual(sorted(PUBLIC_ROUTES.map((route) => route.operationId)));
  });

  it('serves every gRPC service of the protos in exactly one manifest', () => {
    const protoRoot = join(ROOT, 'proto');
    const declared = readdirSync(protoRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.proto') && !file.startsWith('grpc'))
      .flatMap((file) => {
        const text = readFileSync(join(protoRoot, file), 'utf8');
        const pkg = /^package\s+([\w.]+);/m.exec(text)?.[1];
        return [...text.matchAll(/^service\s+(\w+)\s*\{/gm)].map((m) => `${file.replace(/\\/g, '/')} ${pkg}.${m[1]}`);
      });
    const served = Object.values(SERVICE_MANIFESTS).flatMap((m) => servedBy(m).map((rpc) => `${rpc.file} ${rpc.name}`));
    expect(sorted(served)).toEqual(sorted(declared));
  });

  it('gives every event type exactly one publisher', () => {
    for (const type of EVENT_TYPES) expect({ type, publishers: IDENTITY_MANIFESTS.filter((m) => m.publishes.includes(type)).map((m) => m.name) }).toEqual({ type, publishers: [expect.any(String)] });
    const withPublishes = (name: Identity, publishes: (current: readonly EventType[]) => EventType[]): IdentityManifest[] =>
      IDENTITY_MANIFESTS.map((m) => (m.name === name ? { ...m, publishes: publishes(m.publishes) } : m));
    expect(() => eventPublishersOf(withPublishes('crm', (own) => [...own, 'message.sent']))).toThrow('message.sent: published by crm and outreach');
    expect(() => eventPublishersOf(withPublishes('outreach', (own) => own.filter((type) => type !== 'message.sent')))).toThrow('message.sent: no publisher');
  });

  it('declares the peers each identity calls exactly as the callees list it among their callers', () => {
    for (const manifest of IDENTITY_MANIFESTS) {
      const calledBy = SERVICE_NAMES.filter((service) => callersOf(SERVICE_MANIFESTS[service]).includes(manifest.name));
      expect({ identity: manifest.name, calls: sorted(manifest.calls) }).toEqual({ identity: manifest.name, calls: sorted(calledBy) });
    }
  });

  it('gives each app the address settings of exactly the services its identities call', () => {
    const settings = new Map(SERVICE_NAMES.map((service) => [addressSettingOf(service), service]));
    for (const app of apps) {
      const config = readFileSync(join(ROOT, 'apps', app, 'src/config.ts'), 'utf8');
      const read = [...config.matchAll(/\b([A-Z_]+_URL):\s*z\./g)].map((m) => settings.get(m[1]!)).filter((s) => s !== undefined);
      const declared = new Set(manifestsRunIn(app).flatMap((m) => m.calls));
      expect({ app, peers: sorted(new Set(read)) }).toEqual({ app, peers: sorted(declared) });
    }
  });

  it('declares the durable consumers each app creates, and only those', () => {
    for (const app of apps) {
      const { literals, patterns } = durablesInCode(app);
      const declared = declaredDurables(app);
      const missingInCode = declared.filter((durable) => !literals.has(durable) && !patterns.some((p) => p.test(durable)));
      expect({ app, missingInCode }).toEqual({ app, missingInCode: [] });
      expect({ app, undeclared: [...literals].filter((durable) => !declared.includes(durable)) }).toEqual({ app, undeclared: [] });
      for (const pattern of patterns) expect({ app, pattern: String(pattern), declared: declared.some((d) => pattern.test(d)) }).toEqual({ app, pattern: String(pattern), declared: true });
    }
  });

  it('holds a NATS user for every identity that uses the bus, and none for one that does not', () => {
    for (const manifest of IDENTITY_MANIFESTS.filter((m) => m.bus === undefined)) {
      expect({ identity: manifest.name, publishes: manifest.publishes, consumes: manifest.consumes }).toEqual({ identity: manifest.name, publishes: [], consumes: [] });
    }
    expect(sorted<string>(NATS_IDENTITIES)).toEqual(sorted(IDENTITY_MANIFESTS.filter((m) => m.bus !== undefined).map((m) => m.name)));
    expect(NATS_IDENTITIES).not.toContain('cli');
  });
});
