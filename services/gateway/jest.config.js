module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: '.',
  // @fastify/static requires content-disposition, which ships ESM only (Node loads it; Jest does not);
  // NestJS 12 likewise, for the request-id test that runs a real service behind the gateway.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@fastify/cookie|kaplay|content-disposition|cookie|set-cookie-parser)/)',
  ],
};
