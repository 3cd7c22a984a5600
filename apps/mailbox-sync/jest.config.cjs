module.exports = { ...require('../../jest.preset.cjs'), displayName: 'mailbox-sync', rootDir: __dirname };
