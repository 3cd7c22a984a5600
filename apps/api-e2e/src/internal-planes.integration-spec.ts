/**
 * The internal planes refuse whoever has no credentials: every gRPC method of
 * every service answers UNAUTHENTICATED to a raw client, a service's own
 * identity cannot reach another service's admin RPCs, and nats-server refuses
 * a connection without a user and a publish outside the user's subjects.
 */
import * as grpc from '@grpc/grpc-js';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { CONTROL_SUBJECTS } from '@wbk/contracts';
import { CALLER_TOKEN_KEY, findProtoRoot, generateRpcKeyPair, loadServiceDefinition, rpcAuthFromSettings, signCallerToken } from '@wbk/rpc';
import { expectEventually, startStack, type Stack } from '@wbk/testing';

const SERVICES: Record<string, Array<[proto: string, service: string]>> = {
  workspace: [['workspace/v1/workspace.proto', 'wbk.workspace.v1.WorkspaceService']],
  crm: [
    ['crm/v1/crm.proto', 'wbk.crm.v1.CrmService'],
    ['crm/v1/crm_automation.proto', 'wbk.crm.v1.CrmAutomationService'],
  ],
  'webhook-dispatcher': [['webhooks/v1/webhooks.proto', 'wbk.webhooks.v1.WebhooksService']],
  outreach: [
    ['outreach/v1/outreach.proto', 'wbk.outreach.v1.OutreachService'],
    ['outreach/v1/outreach_automation.proto', 'wbk.outreach.v1.OutreachAutomationService'],
  ],
  enrichment: [
    ['enrichment/v1/enrichment.proto', 'wbk.enrichment.v1.EnrichmentService'],
    ['enrichment/v1/enrichment_automation.proto', 'wbk.enrichment.v1.EnrichmentAutomationService'],
  ],
  'mailbox-sync': [['mailbox/v1/mailbox.proto', 'wbk.mailbox.v1.MailboxService']],
  'workflow-engine': [['workflows/v1/workflows.proto', 'wbk.workflows.v1.WorkflowEngineService']],
};

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
    for (const [app, services] of Object.entries(SERVICES)) {
      for (const [proto, service] of services) {
        const definition = loadServiceDefinition(protoRoot, proto, service);
        for (const method of Object.values(definition)) answers[method.path] = await rawCall(stack.addresses[app]!, method);
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThan(100);
    expect(Object.entries(answers).filter(([, code]) => code !== grpc.status.UNAUTHENTICATED)).toEqual([]);
  });

  it('a service identity cannot mint a key, and a key the stack does not trust is refused', async () => {
    const workspace = loadServiceDefinition(protoRoot, 'workspace/v1/workspace.proto', 'wbk.workspace.v1.WorkspaceService');
    const crm = rpcAuthFromSettings({ ...stack.planeEnv('crm'), RPC_IDENTITY: 'crm' }).identity;
    const fromCrm = tokenMetadata(signCallerToken(crm, 'wbk.workspace.v1.WorkspaceService'));
    expect(await rawCall(stack.addresses.workspace!, workspace.CreateApiKey!, fromCrm)).toBe(grpc.status.PERMISSION_DENIED);
    expect(await rawCall(stack.addresses.workspace!, workspace.SetCredits!, fromCrm)).toBe(grpc.status.PERMISSION_DENIED);

    // A pod that generated its own key and claims to be the admin CLI.
    const ownKey = generateRpcKeyPair();
    const impostor = rpcAuthFromSettings({ RPC_IDENTITY: 'cli', RPC_SIGNING_KEY: `k0:${ownKey.privateKey}`, RPC_TRUSTED_KEYS: `cli:k0:${ownKey.publicKey}` }).identity;
    const fromImpostor = tokenMetadata(signCallerToken(impostor, 'wbk.workspace.v1.WorkspaceService'));
    expect(await rawCall(stack.addresses.workspace!, workspace.CreateApiKey!, fromImpostor)).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('nats-server refuses a connection without credentials or with a wrong password', async () => {
    const { NATS_URL, NATS_USER } = stack.planeEnv('crm');
    await expect(connect({ servers: NATS_URL, reconnect: false })).rejects.toThrow(/authorization/i);
    await expect(connect({ servers: NATS_URL, user: NATS_USER, pass: 'guessed', reconnect: false })).rejects.toThrow(/authorization/i);
  });

  it("a service's NATS user cannot publish outside its subjects", async () => {
    const denied = async (identity: string, subject: string): Promise<void> => {
      const env = stack.planeEnv(identity);
      const nc: NatsConnection = await connect({ servers: env.NATS_URL, user: env.NATS_USER, pass: env.NATS_PASSWORD, reconnect: false });
      const errors: string[] = [];
      void (async () => {
        for await (const status of nc.status()) if (status.type === 'error') errors.push(String(status.error));
      })();
      try {
        nc.publish(subject, '{}');
        await nc.flush();
        await expectEventually(() => expect(errors.join('\n')).toContain(`Permissions Violation for Publish to "${subject}"`), { timeoutMs: 5_000 });
      } finally {
        await nc.close();
      }
    };
    // The gateway publishes no domain events and no control notices; crm cannot revoke keys in the gateways' caches.
    await denied('gateway', 'events.contact.created');
    await denied('gateway', CONTROL_SUBJECTS.keysRevoked);
    await denied('crm', CONTROL_SUBJECTS.keysRevoked);
    await denied('crm', '$JS.API.STREAM.DELETE.EVENTS');
  });
});
