// CommonJS: the scripts import it and Jest's test files (services/common's freePortForTest) require it.
const { mkdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

/**
 * Ports below Linux's ephemeral range (32768–60999). A port the OS hands out for `listen(0)` comes
 * from that range, which outgoing connections (to PostgreSQL, Redis, the services) also use: one of
 * them took such a port between the check and a service's own listen (EADDRINUSE in CI).
 */
const LOWEST = 20_000;
const HIGHEST = 32_000;
/**
 * Ports handed out are also reserved in a folder every process on the machine shares, so stacks and
 * test files started at the same moment never pick the same one before either listens on it.
 */
const RESERVED = path.join(os.tmpdir(), 'pylands-ports');
/** A reservation older than this is free again: its server listens by then, or never will. */
const HOLD_MS = 10 * 60_000;

function reserve(port) {
  const file = path.join(RESERVED, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < HOLD_MS) return false;
      rmSync(file, { force: true });
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false; // another process took it meanwhile
    }
  }
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port free on 127.0.0.1 right now, below the ephemeral range, that no other caller holds. */
async function freePort() {
  mkdirSync(RESERVED, { recursive: true });
  for (let tries = 0; tries < 200; tries += 1) {
    // At random, so callers rarely try the same one.
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (reserve(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free loopback port between ${LOWEST} and ${HIGHEST}`);
}

module.exports = { freePort };
