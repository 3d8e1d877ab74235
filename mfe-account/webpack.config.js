const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mfe_account',
  exposes: { './App': './src/App.tsx' },
});
