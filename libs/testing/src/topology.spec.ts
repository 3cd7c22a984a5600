import { IDENTITY_MANIFESTS, SERVICE_NAMES } from '@wbk/contracts';
import { addressOf, envFor, httpListenerName, peerEnvName, TOPOLOGY, type AppSpec } from './topology';

describe('topology', () => {
  const ctx = { dataDir: '/data', natsUrl: 'nats://127.0.0.1:4222', port: 5000, opsPort: 6000, addresses: { workspace: '127.0.0.1:5001', crm: '127.0.0.1:5002' }, logLevel: 'info' };

  it('names peers the way app configs read them', () => {
    expect(peerEnvName('crm')).toBe('CRM_URL');
    expect(peerEnvName('webhook-dispatcher')).toBe('WEBHOOK_DISPATCHER_URL');
  });

  it('gives a stateful gRPC service its port, data dir and bus', () => {
    const env = envFor({ name: 'crm', kind: 'grpc', stateful: true, peers: ['workspace'] }, ctx);
    expect(env).toMatchObject({ GRPC_PORT: '5000', DATA_DIR: '/data/crm', NATS_URL: ctx.natsUrl, WORKSPACE_URL: '127.0.0.1:5001' });
    expect(env).toMatchObject({ OPS_PORT: '6000', OPS_HOST: '127.0.0.1' });
    expect(env).not.toHaveProperty('HTTP_PORT');
  });

  it('gives the gateway an HTTP port and every peer address', () => {
    const env = envFor({ name: 'gateway', kind: 'gateway', peers: ['workspace', 'crm'] }, ctx);
    expect(env).toMatchObject({ HTTP_PORT: '5000', WORKSPACE_URL: '127.0.0.1:5001', CRM_URL: '127.0.0.1:5002' });
    expect(env).not.toHaveProperty('DATA_DIR');
  });

  it('refuses a peer missing from the topology', () => {
    const spec: AppSpec = { name: 'outreach', kind: 'grpc', peers: ['enrichment'] };
    expect(() => envFor(spec, ctx)).toThrow(/enrichment/);
  });

  it('addresses gRPC apps as host:port and HTTP apps as URLs', () => {
    expect(addressOf({ name: 'crm', kind: 'grpc' }, 1)).toBe('127.0.0.1:1');
    expect(addressOf({ name: 'provider-sim', kind: 'http' }, 2)).toBe('http://127.0.0.1:2');
  });

  it('names only peers and links that are part of the topology', () => {
    const names = TOPOLOGY.flatMap((s) => (s.httpListener ? [s.name, httpListenerName(s.name)] : [s.name]));
    for (const spec of TOPOLOGY) for (const peer of spec.peers ?? []) expect(names).toContain(peer);
    for (const spec of TOPOLOGY) for (const link of Object.values(spec.links ?? {})) expect(names).toContain(link.app);
  });

  it('runs every service and the gateway, each with the peers its manifest calls', () => {
    expect(TOPOLOGY.map((s) => s.name)).toEqual(expect.arrayContaining([...SERVICE_NAMES, 'gateway']));
    for (const spec of TOPOLOGY) {
      const calls = IDENTITY_MANIFESTS.find((m) => m.name === spec.name)?.calls ?? [];
      expect({ app: spec.name, peers: [...(spec.peers ?? [])] }).toEqual({ app: spec.name, peers: [...calls] });
    }
  });

  it('gives an app with a second listener its HTTP port, and links carry another app\'s address plus a path', () => {
    const addresses = { ...ctx.addresses, 'provider-sim': 'http://127.0.0.1:5003', 'outreach-http': 'http://127.0.0.1:5004' };
    const outreach = TOPOLOGY.find((s) => s.name === 'outreach')!;
    const env = envFor(outreach, { ...ctx, addresses, httpPort: 5004 });
    expect(env).toMatchObject({ GRPC_PORT: '5000', HTTP_PORT: '5004', HTTP_HOST: '127.0.0.1', PROVIDERS_URL: 'http://127.0.0.1:5003', WORKSPACE_URL: '127.0.0.1:5001' });
    const sim = envFor(TOPOLOGY.find((s) => s.name === 'provider-sim')!, { ...ctx, addresses });
    expect(sim).toMatchObject({ SIM_WEBHOOK_URL: 'http://127.0.0.1:5004/inbound' });
    expect(sim['SIM_REPORT_SECRETS']).toBe(env['PROVIDER_REPORT_SECRETS']);
    expect(() => envFor(outreach, { ...ctx, addresses })).toThrow(/HTTP listener/);
  });
});
