// End-to-end specs run against the real stack (nats-server + every app as a
// process), one stack per file; in band because each stack takes its own ports
// and CPU, and the machines running them have two cores.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-e2e:integration',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.integration-spec.ts'],
  testTimeout: 60_000,
  slowTestThreshold: 30,
};
