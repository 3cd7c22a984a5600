const path = require('node:path');
const preset = require('../../jest.preset.cjs');

const modules = path.join(__dirname, '../../node_modules');
// kubernetes-models and what it imports ship ES modules only; swc turns them into CommonJS for jest.
const esmOnly = ['kubernetes-models', '@kubernetes-models', 'is-cidr', 'cidr-regex', 'ip-regex'];

module.exports = {
  ...preset,
  displayName: 'testing',
  rootDir: __dirname,
  transform: {
    ...preset.transform,
    [`^.+/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // Their packages export only an `import` condition, which jest's CommonJS resolver skips.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^kubernetes-models/(.+)$': `${modules}/kubernetes-models/$1.js`,
    '^@kubernetes-models/(base|validate)$': `${modules}/@kubernetes-models/$1/dist/index.js`,
    '^@kubernetes-models/validate/runtime/(.+)$': `${modules}/@kubernetes-models/validate/dist/runtime/$1.js`,
    '^@kubernetes-models/apimachinery/_schemas/(.+)$': `${modules}/@kubernetes-models/apimachinery/_schemas/$1.js`,
  },
};
