/**
 * One rule for every port a test chooses ahead (scripts/testing/free-port.cjs): below the ephemeral
 * range, and reserved across the machine's processes, so parallel test files never share one.
 */
const { freePort } = require('../../../../scripts/testing/free-port.cjs') as {
  freePort: () => Promise<number>;
};

/** A loopback port nobody listens on right now (a service's port chosen ahead, or "server is down" cases). */
export function freePortForTest(): Promise<number> {
  return freePort();
}
