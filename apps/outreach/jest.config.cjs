module.exports = { ...require('../../jest.preset.cjs'), displayName: 'outreach', rootDir: __dirname };
