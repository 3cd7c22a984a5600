module.exports = { ...require('../../jest.preset.cjs'), displayName: 'provider-sim', rootDir: __dirname };
