module.exports = { ...require('../../jest.preset.cjs'), displayName: 'net', rootDir: __dirname };
