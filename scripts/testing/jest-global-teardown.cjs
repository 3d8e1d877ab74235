module.exports = async (...args) => (await import('./jest-global-teardown.mjs')).default(...args);
