/**
 * Decides once, before any worker starts, whether the MongoDB contract suite
 * can run (MONGO_URL set, or a container runtime for testcontainers) and
 * hands the answer to mongo.contract.spec.ts through the environment.
 * getContainerRuntimeClient() rejects within milliseconds when there is none.
 */
module.exports = async () => {
  if (process.env.MONGO_URL) {
    process.env.WBK_STORE_MONGO_CONTRACT = 'url';
    return;
  }
  try {
    const { getContainerRuntimeClient } = require('testcontainers');
    await getContainerRuntimeClient();
    process.env.WBK_STORE_MONGO_CONTRACT = 'container';
  } catch (err) {
    const reason = String((err && err.message) || err).split('\n')[0];
    process.env.WBK_STORE_MONGO_CONTRACT = 'skip';
    process.env.WBK_STORE_MONGO_SKIP_REASON = reason;
  }
};
