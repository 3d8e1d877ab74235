const path = require('path');
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: '.',
  resolver: path.join(__dirname, 'jest-resolver.cjs'),
  transformIgnorePatterns: [
    '/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|ip-regex)/)',
  ],
};
