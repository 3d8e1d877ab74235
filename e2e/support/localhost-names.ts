import dns from 'node:dns';

/**
 * "localhost" is answered on the machine, never asked of a name server (RFC 6761 §6.3), as
 * Chromium does. Playwright's API client looks a host up once per family for every connection;
 * where /etc/hosts has no `::1 localhost` line (this CI machine's), glibc sends the IPv6 query to
 * the network's name server, which on a closed network sometimes answers only at its 5 s timeout:
 * one API call in about sixteen waited 5 s. The test processes answer localhost's names themselves,
 * with the IPv4 loopback the stack listens on (servers in tests listen on 127.0.0.1 only).
 *
 * Imported by each Playwright config: configs are loaded in the runner and in every worker.
 */
const isLocalhost = (hostname: string) => /^(.+\.)?localhost\.?$/i.test(hostname);

type Lookup = typeof dns.promises.lookup;
const systemLookup: Lookup = dns.promises.lookup.bind(dns.promises);

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: dns.NOTFOUND,
    syscall: 'getaddrinfo',
    hostname,
  });
}

const localLookup = (async (hostname: string, options?: number | dns.LookupOptions) => {
  if (!isLocalhost(hostname)) return systemLookup(hostname, options as dns.LookupOptions);
  const family = typeof options === 'number' ? options : options?.family;
  if (family === 6 || family === 'IPv6') throw notFound(hostname);
  const address = { address: '127.0.0.1', family: 4 };
  return typeof options === 'object' && options.all ? [address] : address;
}) as Lookup;

dns.promises.lookup = localLookup;
