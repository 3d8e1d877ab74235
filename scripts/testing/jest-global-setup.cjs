// Jest loads globalSetup as CommonJS here; the harness itself is ESM (shared with the e2e scripts).
module.exports = async (...args) => (await import('./jest-global-setup.mjs')).default(...args);
