const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'Pylands',
  headScript: 'src/offline/prestart.inline.ts',
  favicon: 'src/favicon.svg',
});
