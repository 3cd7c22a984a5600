module.exports = { ...require('../../jest.preset.cjs'), displayName: 'cli', rootDir: __dirname };
