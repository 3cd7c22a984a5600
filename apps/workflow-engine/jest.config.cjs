module.exports = { ...require('../../jest.preset.cjs'), displayName: 'workflow-engine', rootDir: __dirname };
