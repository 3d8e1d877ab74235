/**
 * A service's Fastify `trustProxy` from TRUST_PROXY, read as the gateway reads it: `true`/`1` trust
 * every hop (only the gateway can reach a service), an address list trusts those, and unset (or
 * `false`/`0`) trusts the gateway on loopback only. Fastify takes a bare string as an address list,
 * so `TRUST_PROXY=true` passed through unread would stop the service at start.
 */
export function serviceTrustProxy(value: string | undefined): boolean | string {
  const setting = value?.trim() ?? '';
  if (setting === 'true' || setting === '1') return true;
  if (setting === '' || setting === 'false' || setting === '0') return 'loopback';
  return setting;
}
