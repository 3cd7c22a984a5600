/**
 * The internal planes refuse whoever has no credentials: every gRPC method of
 * every service answers UNAUTHENTICATED to a raw client, a service's own
 * identity cannot reach another service's admin RPCs, a caller token opens only
 * the method it was signed for, and nats-server refuses a connection without a
 * user, a publish outside the user's own events and JetStream calls, and a
 * subscription to another identity's inbox.
 */
import * as grpc from '@grpc/grpc-js';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { CONTROL_SUBJECTS, SERVICE_MANIFESTS, inboxPrefixOf, servedBy, subjectOf } from '@wbk/contracts';
import { CALLER_TOKEN_KEY, findProtoRoot, generateRpcKeyPair, loadServiceDefinition, rpcAuthFromSettings, signCallerToken } from '@wbk/rpc';
import { readFileSync } from 'node:fs';
import { aContact, anIdempotencyKey, createTestWorkspace, expectEventually, startStack, type Stack } from '@wbk/testing';

const protoRoot = findProtoRoot(__dirname);

function rawCall(address: string, method: grpc.MethodDefinition<unknown, unknown>, metadata = new grpc.Metadata()): Promise<number> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  return new Promise((resolve) => {
    client.makeUnaryRequest(method.path, method.requestSerialize, method.responseDeserialize, {}, metadata, { deadline: Date.now() + 10_000 }, (err) => {
      client.close();
      resolve(err ? err.code : grpc.status.OK);
    });
  });
}

function tokenMetadata(token: string): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set(CALLER_TOKEN_KEY, token);
  return metadata;
}

describe('internal planes', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('every method of every service refuses a raw gRPC client without credentials', async () => {
    const answers: Record<string, number> = {};
    for (const manifest of Object.values(SERVICE_MANIFESTS)) {
      for (const { file, name } of servedBy(manifest)) {
        const definition = loadServiceDefinition(protoRoot, file, name);
        for (const method of Object.values(definition)) answers[method.path] = await rawCall(stack.addresses[manifest.name]!, method);
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThan(100);
    expect(Object.entries(answers).filter(([, code]) => code !== grpc.status.UNAUTHENTICATED)).toEqual([]);
  });

  it('a service identity cannot mint a key, and a key the stack does not trust is refused', async () => {
    const workspace = loadServiceDefinition(protoRoot, 'workspace/v1/workspace.proto', 'wbk.workspace.v1.WorkspaceService');
    const crm = rpcAuthFromSettings({ ...stack.planeEnv('crm'), RPC_IDENTITY: 'crm' }).identity;
    for (const method of [workspace.CreateApiKey!, workspace.SetCredits!]) {
      expect(await rawCall(stack.addresses.workspace!, method, tokenMetadata(signCallerToken(crm, method.path)))).toBe(grpc.status.PERMISSION_DENIED);
    }

    // A pod that generated its own key and claims to be the admin CLI.
    const ownKey = generateRpcKeyPair();
    const impostor = rpcAuthFromSettings({ RPC_IDENTITY: 'cli', RPC_SIGNING_KEY: `k0:${ownKey.privateKey}`, RPC_TRUSTED_KEYS: `cli:k0:${ownKey.publicKey}` }).identity;
    const fromImpostor = tokenMetadata(signCallerToken(impostor, workspace.CreateApiKey!.path));
    expect(await rawCall(stack.addresses.workspace!, workspace.CreateApiKey!, fromImpostor)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('a caller token opens only the method it was signed for', async () => {
    const workspace = loadServiceDefinition(protoRoot, 'workspace/v1/workspace.proto', 'wbk.workspace.v1.WorkspaceService');
    const enrichment = rpcAuthFromSettings({ ...stack.planeEnv('enrichment'), RPC_IDENTITY: 'enrichment' }).identity;
    // A token sniffed on a balance read: good for that read, refused on a charge the same caller may make.
    const forBalance = tokenMetadata(signCallerToken(enrichment, workspace.GetCreditBalance!.path));
    expect(await rawCall(stack.addresses.workspace!, workspace.GetCreditBalance!, forBalance)).not.toBe(grpc.status.UNAUTHENTICATED);
    expect(await rawCall(stack.addresses.workspace!, workspace.ReserveCredits!, forBalance)).toBe(grpc.status.UNAUTHENTICATED);
    // Naming only the service opens none of its methods.
    const forService = tokenMetadata(signCallerToken(enrichment, 'wbk.workspace.v1.WorkspaceService'));
    expect(await rawCall(stack.addresses.workspace!, workspace.GetCreditBalance!, forService)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('nats-server refuses a connection without credentials or with a wrong password', async () => {
    const { NATS_URL, NATS_USER } = stack.planeEnv('crm');
    await expect(connect({ servers: NATS_URL, reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ servers: NATS_URL, user: NATS_USER, pass: 'guessed', reconnect: false })).rejects.toThrow(/authorization/i);
  });

  /** Connects as a service's NATS user and expects the server to refuse one publish or subscription with a permissions violation. */
  async function refused(identity: string, action: { publish: string } | { subscribe: string }): Promise<void> {
    const env = stack.planeEnv(identity);
    const nc: NatsConnection = await connect({ servers: env.NATS_URL, user: env.NATS_USER, pass: env.NATS_PASSWORD, reconnect: false });
    const errors: string[] = [];
    void (async () => {
      for await (const status of nc.status()) if (status.type === 'error') errors.push(String(status.error));
    })();
    try {
      let expected: string;
      if ('publish' in action) {
        nc.publish(action.publish, '{}', { reply: `${inboxPrefixOf(identity)}.probe` });
        expected = `Permissions Violation for Publish to "${action.publish}"`;
      } else {
        nc.subscribe(action.subscribe);
        expected = `Permissions Violation for Subscription to "${action.subscribe}"`;
      }
      await nc.flush();
      await expectEventually(() => expect(errors.join('\n')).toContain(expected), { timeoutMs: 5_000 });
    } finally {
      await nc.close();
    }
  }

  it("a service's NATS user cannot publish outside its subjects", async () => {
    // The gateway publishes no domain events and no control notices; crm cannot revoke keys in the gateways' caches.
    await refused('gateway', { publish: 'events.contact.created' });
    await refused('gateway', { publish: CONTROL_SUBJECTS.keysRevoked });
    await refused('crm', { publish: CONTROL_SUBJECTS.keysRevoked });
    await refused('crm', { publish: '$JS.API.STREAM.DELETE.EVENTS' });
  });

  it('each service publishes only the events it owns', async () => {
    await refused('enrichment', { publish: subjectOf('contact.created') });
    // Audit entries come from the gateway alone: no other service can forge them.
    await refused('crm', { publish: subjectOf('audit.recorded') });
    await refused('mailbox-sync', { publish: subjectOf('audit.recorded') });
    await refused('mailbox-sync', { publish: subjectOf('contact.created') });
    await refused('outreach', { publish: subjectOf('webhook.endpoint_disabled') });
  });

  it("mailbox sync cannot read the idempotency bucket, another identity's inbox or another consumer's events", async () => {
    // The bucket holds whole 2xx bodies (webhook secrets among them): read by direct get, or by message get.
    await refused('mailbox-sync', { publish: '$JS.API.DIRECT.GET.KV_idempotency.$KV.idempotency.any' });
    await refused('mailbox-sync', { publish: '$JS.API.STREAM.MSG.GET.KV_idempotency' });
    await refused('mailbox-sync', { publish: '$KV.idempotency.any' });
    await refused('mailbox-sync', { subscribe: `${inboxPrefixOf('gateway')}.>` });
    await refused('mailbox-sync', { subscribe: '_INBOX.>' });
    // Nor take, settle or reconfigure what the webhook fan-out reads.
    await refused('mailbox-sync', { publish: '$JS.API.CONSUMER.MSG.NEXT.EVENTS.webhook-fanout' });
    await refused('mailbox-sync', { publish: '$JS.ACK.EVENTS.webhook-fanout.1.1.1.1.0' });
    await refused('mailbox-sync', { publish: '$JS.API.STREAM.UPDATE.EVENTS' });
    await refused('crm', { publish: '$JS.API.CONSUMER.MSG.NEXT.EVENTS.webhook-fanout' });
  });

  it('every service works within its own grants: a keyed write goes round the bus, and no app was refused a subject', async () => {
    const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write', 'admin'] });
    const api = stack.api(workspace.keys.full);
    // The gateway's idempotency bucket and audit event, crm's event and its consumers, the workspace's audit consumer.
    const created = await api.post('/v1/contacts', aContact({ first_name: 'Granted' }), { 'Idempotency-Key': anIdempotencyKey() });
    expect(created.status).toBe(201);
    const contactId = (created.body.data as { id: string }).id;
    await expectEventually(
      async () => {
        const response = await api.get('/v1/audit-logs?action=create&resource_type=contacts');
        expect((response.body.data as { logs: Array<{ resource_id: string | null }> }).logs.map((entry) => entry.resource_id)).toContain(contactId);
      },
      { timeoutMs: 20_000, intervalMs: 500 },
    );
    const refusedApps = stack.apps.filter((app) => readFileSync(stack.logFile(app), 'utf8').includes('Permissions Violation'));
    expect(refusedApps).toEqual([]);
  });
});
