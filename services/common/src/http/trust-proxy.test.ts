import Fastify from 'fastify';
import { serviceTrustProxy } from './trust-proxy';

describe('TRUST_PROXY for a service', () => {
  const protocolSeen = async (setting: string | undefined) => {
    const app = Fastify({ trustProxy: serviceTrustProxy(setting) });
    app.get('/', async (request) => ({ protocol: request.protocol, host: request.host }));
    const answer = await app.inject({
      url: '/',
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'school.example.org' },
    });
    await app.close();
    return answer.json();
  };

  it('starts with the same values the gateway accepts, and believes forwarded headers only when told', async () => {
    expect(await protocolSeen('true')).toEqual({ protocol: 'https', host: 'school.example.org' });
    expect(await protocolSeen('1')).toEqual({ protocol: 'https', host: 'school.example.org' });
    expect(await protocolSeen('10.0.0.0/8')).toEqual({ protocol: 'https', host: 'school.example.org' });
    // A caller that is not on loopback is not believed by default.
    expect(await protocolSeen(undefined)).toEqual({ protocol: 'http', host: 'localhost:80' });
    expect(await protocolSeen('false')).toEqual({ protocol: 'http', host: 'localhost:80' });
  });
});
