module.exports = { ...require('../../jest.preset.cjs'), displayName: 'bus', rootDir: __dirname };
