// Shared by the specs of what the services do once the gateway's replay store
// no longer has a key (its 24-hour window over, evicted, or lost with a replica).
import { Kvm } from '@nats-io/kv';
import { connect } from '@nats-io/transport-node';
import { natsConnectTarget, type Stack } from '@wbk/testing';

/** Removes the gateway's entry for the key from its KV bucket, as its expiry would. */
export async function forgetIdempotencyKey(stack: Stack, workspaceId: string, key: string): Promise<void> {
  const nc = await connect({ ...natsConnectTarget(stack.natsUrl), name: 'wbk-e2e-forget-key' });
  try {
    const kv = await new Kvm(nc).open('idempotency');
    const scope = `${workspaceId}.${key}`;
    expect(await kv.get(scope)).not.toBeNull();
    await kv.purge(scope);
  } finally {
    await nc.close();
  }
}
