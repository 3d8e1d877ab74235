const preset = require('../../jest.preset.js');

// The local Paddle against the official Node SDK, over real HTTP on loopback.
module.exports = { ...preset, rootDir: '.', testTimeout: 30000 };
