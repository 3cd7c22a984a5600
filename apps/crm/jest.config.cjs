module.exports = { ...require('../../jest.preset.cjs'), displayName: 'crm', rootDir: __dirname };
