import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const APP_SCOPES = ['gateway', 'workspace', 'crm', 'cli', 'api-e2e', 'webhook-dispatcher', 'workflow-engine', 'provider-sim', 'outreach', 'enrichment', 'mailbox-sync'];
const IO_PACKAGES = ['mongodb', 'node:sqlite', '@nats-io/*', '@grpc/*', 'express', 'node:fs', 'node:http', 'node:https', 'node:net', 'fs', 'http', 'https', 'net', '@wbk/store', '@wbk/bus', '@wbk/rpc'];
const TRANSPORT_PACKAGES = ['express', '@grpc/grpc-js', '@grpc/proto-loader'];
// Specs, fixtures and the harness; everything else ships.
const TEST_CODE = ['**/*.spec.ts', '**/*.integration-spec.ts', '**/testing/**', 'apps/api-e2e/**', 'tools/**'];

const PURE_DOMAIN = IO_PACKAGES.map((group) => ({ group: [group], message: 'domain/ is pure: do I/O in store/, events/, grpc/ or providers/.' }));
const NO_TEST_HELPERS = { regex: '(^|/)testing(/|$)', message: 'Production code may not import test helpers (@wbk/testing or a testing/ folder): only specs and fixtures do.' };
const NO_TRANSPORT = TRANSPORT_PACKAGES.map((group) => ({ group: [group], message: 'Use cases and jobs know no transport: decode and encode in grpc/ or http/.' }));
// Options of one rule do not merge across config objects: each object below lists every pattern that applies to its files.
const restrictedImports = (...patterns) => ['error', { patterns }];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/*.cjs', '**/*.mjs', '**/generated/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            ...APP_SCOPES.map((scope) => ({ sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'] })),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    // A test helper in shipped code would run test fixtures (fixed clocks, fake keys) in production.
    files: ['**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': restrictedImports(NO_TEST_HELPERS) },
  },
  {
    // Rooms stay honest: a use case or a job that speaks gRPC or HTTP could only be called through that transport.
    files: ['apps/*/src/app/**/*.ts', 'apps/*/src/jobs/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': restrictedImports(NO_TEST_HELPERS, ...NO_TRANSPORT) },
  },
  {
    // Pure rules: a domain module that reaches for I/O would hide a dependency the tests cannot see.
    files: ['apps/*/src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports(...PURE_DOMAIN) },
  },
  {
    files: ['apps/*/src/domain/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': restrictedImports(...PURE_DOMAIN, NO_TEST_HELPERS) },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts', 'apps/cli/**/*.ts', 'tools/**/*.ts', 'libs/testing/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
