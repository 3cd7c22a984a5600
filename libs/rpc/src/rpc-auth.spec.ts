import * as grpc from '@grpc/grpc-js';
import { AppError } from '@wbk/platform';
import { CALLER_POLICY } from './caller-policy';
import { CALLER_TOKEN_KEY, generateRpcKeyPair, rpcAuthFromSettings, signCallerToken, TOKEN_TTL_MS, type RpcAuth } from './rpc-auth';
import { createRpcClient } from './rpc.client';
import { createRpcServer, type RpcServer } from './rpc.server';
import { ECHO_SERVICE, echoDefinition, silentLogger } from './testing/echo.fixture';

const definition = echoDefinition();
const pairs = { gateway: generateRpcKeyPair(), cli: generateRpcKeyPair(), echo: generateRpcKeyPair(), intruder: generateRpcKeyPair() };
// The intruder's key is not in the trusted list: it stands for a pod that made its own key.
const trusted = (['gateway', 'cli', 'echo'] as const).map((name) => `${name}:k1:${pairs[name].publicKey}`).join(',');
const authOf = (name: keyof typeof pairs): RpcAuth =>
  rpcAuthFromSettings({ RPC_IDENTITY: name, RPC_SIGNING_KEY: `k1:${pairs[name].privateKey}`, RPC_TRUSTED_KEYS: trusted });
const policies = { [ECHO_SERVICE]: { callers: ['gateway'], methods: { Count: ['cli'] } } };
const ECHO = definition.Echo!.path;
const COUNT = definition.Count!.path;

/** A raw grpc-js call, so the test controls the metadata exactly. */
function rawCall(address: string, method: 'Echo' | 'Count', metadata: grpc.Metadata): Promise<grpc.StatusObject | 'ok'> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  const def = definition[method]!;
  const request = method === 'Count' ? { value: 1 } : {};
  return new Promise((resolve) => {
    client.makeUnaryRequest(def.path, def.requestSerialize, def.responseDeserialize, request, metadata, { deadline: Date.now() + 5_000 }, (err) => {
      client.close();
      resolve(err ? (err as grpc.StatusObject) : 'ok');
    });
  });
}

function withToken(token: string): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set(CALLER_TOKEN_KEY, token);
  return metadata;
}

describe('signed caller credentials', () => {
  let server: RpcServer;
  let address: string;
  const handled: string[] = [];

  beforeAll(async () => {
    server = createRpcServer({ logger: silentLogger, auth: authOf('echo'), policies });
    server.addService(definition, {
      Echo: async () => {
        handled.push('Echo');
        return { data_json: '{"ok":true}' };
      },
      Count: async (request: { value: number }) => {
        handled.push('Count');
        return { value: request.value, note: 'counted' };
      },
    });
    address = `127.0.0.1:${await server.start('127.0.0.1', 0)}`;
  });

  afterAll(() => server.stop(100));
  beforeEach(() => handled.splice(0));

  it('lets an allowed caller through, attaching its credentials automatically', async () => {
    const client = createRpcClient({ name: 'echo', address, definition, logger: silentLogger, auth: authOf('gateway') });
    await expect(client.call('Echo', {})).resolves.toMatchObject({ data_json: '{"ok":true}' });
    client.close();
    expect(handled).toEqual(['Echo']);
  });

  it('refuses a call without credentials as UNAUTHENTICATED before the handler runs', async () => {
    await expect(rawCall(address, 'Echo', new grpc.Metadata())).resolves.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
    expect(handled).toEqual([]);
  });

  it('refuses a token with a bad signature, an unknown key, another audience or an expired one', async () => {
    const gateway = authOf('gateway').identity;
    const good = signCallerToken(gateway, ECHO);
    const [body, signature] = good.split('.') as [string, string];
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), iss: 'cli' })).toString('base64url')}.${signature}`;
    const refused = [
      tampered,
      `${body}.${Buffer.alloc(64).toString('base64url')}`,
      signCallerToken(authOf('intruder').identity, ECHO),
      signCallerToken(gateway, '/wbk.crm.v1.CrmService/GetContact'),
      signCallerToken(gateway, ECHO, Date.now() - TOKEN_TTL_MS - 1),
      'not-a-token',
    ];
    for (const token of refused) {
      await expect(rawCall(address, 'Echo', withToken(token))).resolves.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
    }
    await expect(rawCall(address, 'Echo', withToken(good))).resolves.toBe('ok');
    expect(handled).toEqual(['Echo']);
  });

  it('refuses an authenticated caller that the method does not allow as PERMISSION_DENIED', async () => {
    const gateway = signCallerToken(authOf('gateway').identity, COUNT);
    const cli = signCallerToken(authOf('cli').identity, ECHO);
    await expect(rawCall(address, 'Count', withToken(gateway))).resolves.toMatchObject({ code: grpc.status.PERMISSION_DENIED });
    await expect(rawCall(address, 'Echo', withToken(cli))).resolves.toMatchObject({ code: grpc.status.PERMISSION_DENIED });
    await expect(rawCall(address, 'Count', withToken(signCallerToken(authOf('cli').identity, COUNT)))).resolves.toBe('ok');
    expect(handled).toEqual(['Count']);
  });

  it('binds a token to its method: one sniffed on an allowed call is refused on any other method', async () => {
    const cli = authOf('cli').identity;
    const forCount = signCallerToken(cli, COUNT);
    await expect(rawCall(address, 'Count', withToken(forCount))).resolves.toBe('ok');
    await expect(rawCall(address, 'Echo', withToken(forCount))).resolves.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
    // The service name alone (what a token named before) no longer opens any of its methods.
    await expect(rawCall(address, 'Count', withToken(signCallerToken(cli, ECHO_SERVICE)))).resolves.toMatchObject({ code: grpc.status.UNAUTHENTICATED });
  });

  it('turns its own refused credentials into internal_error, never into the public caller\'s invalid_key', async () => {
    const client = createRpcClient({ name: 'echo', address, definition, logger: silentLogger, auth: authOf('intruder') });
    const failure = await client.call('Echo', {}).catch((err: unknown) => err);
    client.close();
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('internal_error');
  });

  it('refuses to serve a service that declares no callers', () => {
    const unlisted = createRpcServer({ logger: silentLogger, auth: authOf('echo'), policies: {} });
    expect(() => unlisted.addService(definition, { Echo: async () => ({}), Count: async () => ({}) })).toThrow(/no caller policy/);
  });

  it('only the admin CLI may mint keys, workspaces and credits', () => {
    const workspace = CALLER_POLICY['wbk.workspace.v1.WorkspaceService']!;
    for (const method of ['CreateApiKey', 'CreateWorkspace', 'SetCredits', 'RevokeApiKey']) expect(workspace.methods?.[method]).toEqual(['cli']);
  });
});
