import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_TYPES, subjectOf } from './events/event-catalog';
import { EVENT_PUBLISHERS } from './events/event-publishers';
import { NATS_GRANTS, NATS_IDENTITIES, inboxPrefixOf } from './nats-grants';
import { NATS_PERMISSIONS, natsAuthorizationConfig, natsPermissionsTable } from './nats-permissions';

const publishes = (identity: (typeof NATS_IDENTITIES)[number]): string[] => NATS_PERMISSIONS[identity].publish.allow;

describe('NATS permissions', () => {
  it('lets exactly the owner of each event type publish it', () => {
    for (const type of EVENT_TYPES) {
      const publishers = NATS_IDENTITIES.filter((identity) => publishes(identity).includes(subjectOf(type)));
      expect({ type, publishers }).toEqual({ type, publishers: [EVENT_PUBLISHERS[type]] });
    }
  });

  it('grants no wildcard over events, inboxes, the JetStream API or acknowledgements', () => {
    const broad = ['>', 'events.>', 'internal.>', 'events.*', 'internal.*', '_INBOX.>', '$JS.>', '$JS.API.>', '$JS.ACK.>', '$KV.>', 'ctl.>'];
    for (const identity of NATS_IDENTITIES) {
      const { publish, subscribe } = NATS_PERMISSIONS[identity];
      expect({ identity, broad: [...publish.allow, ...subscribe.allow].filter((s) => broad.includes(s)) }).toEqual({ identity, broad: [] });
      // Nobody deletes or purges a stream or a message at run time.
      expect(publish.allow.filter((s) => /\.(DELETE|PURGE)\b/.test(s))).toEqual([]);
      for (const subject of publish.allow.filter((s) => s.startsWith('$JS.'))) {
        // Every JetStream call names its stream (and consumer), never a wildcard in their place.
        expect(subject.split('.').slice(0, -1)).not.toContain('*');
        expect(subject.split('.').slice(0, -1)).not.toContain('>');
      }
    }
  });

  it('gives each identity its own inbox prefix and no other', () => {
    for (const identity of NATS_IDENTITIES) {
      const inboxes = NATS_PERMISSIONS[identity].subscribe.allow.filter((s) => s.startsWith('_INBOX'));
      expect(inboxes).toEqual(identity === 'enrichment' ? [] : [`${inboxPrefixOf(identity)}.>`]);
    }
  });

  it('lets one keeper update the event streams, and only the gateway touch its buckets', () => {
    expect(NATS_IDENTITIES.filter((identity) => publishes(identity).includes('$JS.API.STREAM.UPDATE.EVENTS'))).toEqual(['workspace']);
    expect(NATS_IDENTITIES.filter((identity) => publishes(identity).includes('$JS.API.STREAM.UPDATE.INTERNAL'))).toEqual(['workspace']);
    expect(NATS_IDENTITIES.filter((identity) => publishes(identity).some((s) => s.includes('idempotency')))).toEqual(['gateway']);
    expect(NATS_IDENTITIES.filter((identity) => publishes(identity).some((s) => s.includes('rate_limits')))).toEqual(['gateway']);
  });

  it('gives mailbox sync, which parses external mail, nothing but its own events', () => {
    const own = EVENT_TYPES.filter((type) => EVENT_PUBLISHERS[type] === 'mailbox-sync').map(subjectOf);
    expect(publishes('mailbox-sync').filter((s) => !s.startsWith('$JS.API.STREAM.') && s !== '$JS.API.INFO').sort()).toEqual(own.sort());
    expect(publishes('mailbox-sync').filter((s) => s.startsWith('$JS.API.STREAM.') && !/\.(INFO|CREATE)\.(EVENTS|INTERNAL)$/.test(s))).toEqual([]);
  });

  it('lets a consumer pull and acknowledge only on its own durables', () => {
    for (const identity of NATS_IDENTITIES) {
      const durables = new Set((NATS_GRANTS[identity].consumers ?? []).map((c) => `${c.stream}.${c.durable}`));
      const pulls = publishes(identity).filter((s) => s.startsWith('$JS.API.CONSUMER.MSG.NEXT.'));
      expect(pulls.map((s) => s.slice('$JS.API.CONSUMER.MSG.NEXT.'.length)).sort()).toEqual([...durables].sort());
    }
  });

  it('writes an identity that uses nothing as a deny of every subject, never as an empty allow list', () => {
    const config = natsAuthorizationConfig([{ user: 'enrichment', password: 'p', permissions: NATS_PERMISSIONS.enrichment }]);
    expect(config).toContain('publish: { deny: [">"] }');
    expect(config).toContain('subscribe: { deny: [">"] }');
    expect(config).not.toContain('allow: []');
  });

  it('is the table docs/security.md shows', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/security.md'), 'utf8');
    expect(doc).toContain(natsPermissionsTable());
  });
});
