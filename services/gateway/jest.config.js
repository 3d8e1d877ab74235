module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: '.',
  // @fastify/static requires content-disposition, which ships ESM only (Node loads it; Jest does not).
  transformIgnorePatterns: ['/node_modules/(?!(kaplay|content-disposition|cookie|set-cookie-parser)/)'],
};
