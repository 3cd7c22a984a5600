import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const APP_SCOPES = ['gateway', 'workspace', 'crm', 'cli', 'api-e2e', 'webhook-dispatcher', 'workflow-engine', 'provider-sim', 'outreach', 'enrichment', 'mailbox-sync'];
const IO_PACKAGES = ['mongodb', 'node:sqlite', '@nats-io/*', '@grpc/*', 'express', 'node:fs', 'node:http', 'node:https', 'node:net', 'fs', 'http', 'https', 'net', '@wbk/store', '@wbk/bus', '@wbk/rpc'];

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
    // Pure rules: a domain module that reaches for I/O would hide a dependency the tests cannot see.
    files: ['apps/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: IO_PACKAGES.map((group) => ({ group: [group], message: 'domain/ is pure: do I/O in store/, events/, grpc/ or providers/.' })) }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts', 'apps/cli/**/*.ts', 'tools/**/*.ts', 'libs/testing/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
