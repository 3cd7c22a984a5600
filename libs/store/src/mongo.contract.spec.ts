import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { MongoClient } from 'mongodb';
import { getContainerRuntimeClient } from 'testcontainers';
import { openStore } from './open-store';
import { describeDocStoreContract } from './testing/doc-store.contract';

// Set by jest.global-setup.cjs: 'url' | 'container' | 'skip'.
const mode = process.env.WBK_STORE_MONGO_CONTRACT;

if (mode === 'url' || mode === 'container') {
  // Pulling and starting a MongoDB container takes longer than jest's default 5 s.
  jest.setTimeout(180_000);
  describeDocStoreContract(
    'mongo',
    async () => {
      let container: StartedMongoDBContainer | undefined;
      let url = process.env.MONGO_URL;
      if (!url) {
        container = await new MongoDBContainer('mongo:7').start();
        url = `${container.getConnectionString()}?directConnection=true`;
      }
      const database = `store_contract_${Date.now().toString(36)}`;
      let current = await openStore({ kind: 'mongo', url, database });
      return {
        store: current,
        reopen: async () => {
          await current.close();
          current = await openStore({ kind: 'mongo', url, database });
          return current;
        },
        cleanup: async () => {
          await current.close();
          const admin = new MongoClient(url);
          try {
            await admin.db(database).dropDatabase();
          } finally {
            await admin.close();
          }
          await container?.stop();
        },
      };
    },
    // MongoDB's TTL monitor runs once a minute.
    { ttlGraceMs: 75_000 },
  );
} else {
  const reason = process.env.WBK_STORE_MONGO_SKIP_REASON ?? 'jest.global-setup.cjs did not run';
  process.stdout.write(`mongo contract suite not run: no MONGO_URL and no container runtime (${reason})\n`);
  // The real-MongoDB suite needs MONGO_URL or a Docker engine. Where neither exists this one
  // test says so in its name and checks that it is true, so a machine that does have one but
  // was misjudged by the global setup fails here instead of silently running nothing.
  describe('mongo contract suite', () => {
    it(`did not run: no MONGO_URL and no Docker engine reachable (${reason})`, async () => {
      expect(process.env.MONGO_URL).toBeFalsy();
      await expect(getContainerRuntimeClient()).rejects.toThrow();
    });
  });
}
