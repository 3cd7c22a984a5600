module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'store',
  rootDir: __dirname,
  globalSetup: '<rootDir>/jest.global-setup.cjs',
};
