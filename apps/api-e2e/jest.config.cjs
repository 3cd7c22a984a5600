module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-e2e', rootDir: __dirname };
